import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq, like } from 'drizzle-orm';
import ICAL from 'ical.js';
import { getDb } from '@/lib/db/client';
import { mailMessages, meetingParticipants, meetings, rateLimits } from '@/lib/db/schema';
import { slotStartUtc } from '@/lib/meetings/slot';
import { expireInvitation } from '@/lib/meetings/expiry';
import { adminCookie, call } from '../support/api';
import { invitation, participant, room, slot, ubDate, useMeetingsDataDir, type TestParticipant } from './fixtures';
import { readOutbox } from './outbox';

/* Issue 21.3: calendar alarms, reminder mails scheduled on acceptance and dropped on cancellation, and unanswered invitations expiring. */

useMeetingsDataDir();
let sender: TestParticipant;
let receiver: TestParticipant;
let hour = 8;

beforeAll(async () => {
  [sender, receiver] = [await participant(), await participant()];
});
beforeEach(async () => {
  await (await getDb()).delete(rateLimits).where(like(rateLimits.key, 'meeting-mail-%'));
});
afterEach(() => {
  delete process.env.MEETING_INVITATION_EXPIRY_MINUTES;
});

async function invite(date = ubDate(3), time = `${String(hour++).padStart(2, '0')}:00`) {
  const [r, t] = [await room(`Өрөө ${hour}`), await slot(date, time)];
  const res = await call('POST', '/api/yp/send/meeting-invitation', { body: invitation(sender, receiver, r.id, t.id), ...sender.auth });
  expect(res.status).toBe(200);
  return res.json.meeting as { id: number; meeting_number: string; meeting_date: string; meeting_time: string; room_number: string };
}
const accept = (m: { id: number; meeting_number: string }) => call('GET', `/api/yp/accept/meeting?id=${m.id}&meetingNumber=${m.meeting_number}`, receiver.auth);
const cancel = (m: { id: number; meeting_number: string }, as = sender) =>
  call('DELETE', `/api/yp/cancel/meeting?id=${m.id}&meetingNumber=${m.meeting_number}`, as.auth);
const reminders = async (m: { meeting_number: string }) =>
  (await getDb())
    .select()
    .from(mailMessages)
    .where(and(eq(mailMessages.kind, 'meeting-reminder'), eq(mailMessages.related, `meeting ${m.meeting_number}`)));

describe('calendar alarm', () => {
  it('every meeting calendar part carries a display alarm 30 minutes before', async () => {
    const m = await invite();
    const mails = (await readOutbox()).filter((x) => x.subject.includes(m.meeting_number));
    expect(mails).toHaveLength(2);
    for (const mail of mails) {
      const event = new ICAL.Component(ICAL.parse(mail.calendar!)).getFirstSubcomponent('vevent')!;
      const alarm = event.getFirstSubcomponent('valarm')!;
      expect(alarm.getFirstPropertyValue('action')).toBe('DISPLAY');
      expect(String(alarm.getFirstPropertyValue('trigger'))).toBe('-PT30M');
    }
  });
});

describe('reminders', () => {
  it('accepting schedules reminders 24 hours and 1 hour before to both, in both languages with room and Ulaanbaatar time, shown as scheduled', async () => {
    const m = await invite();
    expect((await accept(m)).status).toBe(200);
    const rows = await reminders(m);
    const start = slotStartUtc(m.meeting_date, m.meeting_time).getTime();
    expect(rows.map((r) => [r.recipient, r.send_after.getTime(), r.status]).sort()).toEqual(
      [
        [sender.email, start - 24 * 3_600_000, 'scheduled'],
        [sender.email, start - 3_600_000, 'scheduled'],
        [receiver.email, start - 24 * 3_600_000, 'scheduled'],
        [receiver.email, start - 3_600_000, 'scheduled'],
      ].sort(),
    );
    const text = rows.find((r) => r.send_after.getTime() === start - 3_600_000)!.message!.text;
    expect(text).toContain('Таны уулзалт 1 цагийн дараа эхэлнэ.');
    expect(text).toContain('Your meeting starts in 1 hour.');
    expect(text).toContain(`Өрөө: ${m.room_number}`);
    expect(text).toContain(`${m.meeting_date} ${m.meeting_time.slice(0, 5)} (Ulaanbaatar time)`);

    const log = await call('GET', `/api/admin/get/mail-log?status=scheduled&to=${encodeURIComponent(sender.email)}`, { cookie: await adminCookie(2) });
    expect(log.json.mails.filter((x: { related: string }) => x.related === `meeting ${m.meeting_number}`)).toHaveLength(2);
  });

  it('skips a reminder whose moment has passed (a meeting tomorrow morning gets only the 1-hour one if accepted late)', async () => {
    const soon = new Date(Date.now() + 8 * 3_600_000 + 5 * 3_600_000); // five hours from now, Ulaanbaatar wall clock
    const m = await invite(soon.toISOString().slice(0, 10), `${String(soon.getUTCHours()).padStart(2, '0')}:00`);
    expect((await accept(m)).status).toBe(200);
    expect((await reminders(m)).map((r) => r.recipient).sort()).toEqual([receiver.email, sender.email].sort());
  });

  it('sends a reminder when its time comes', async () => {
    const date = ubDate(3);
    const time = `${String(hour++).padStart(2, '0')}:00`;
    // One reminder, due two seconds from now.
    process.env.MEETING_REMINDER_HOURS = String((slotStartUtc(date, time).getTime() - Date.now() - 2000) / 3_600_000);
    try {
      const m = await invite(date, time);
      await accept(m);
      expect((await reminders(m)).map((r) => r.status)).toEqual(['scheduled', 'scheduled']);
      await new Promise((resolve) => setTimeout(resolve, 2500));
      const sent = (await readOutbox()).filter((x) => x.subject === `Уулзалтын сануулга / Meeting reminder: ${m.meeting_number}`);
      expect(sent.map((x) => x.to).sort()).toEqual([receiver.email, sender.email].sort());
      expect((await reminders(m)).map((r) => r.status)).toEqual(['sent', 'sent']);
    } finally {
      delete process.env.MEETING_REMINDER_HOURS;
    }
  });

  it('cancelling an accepted meeting removes its reminders and tells both', async () => {
    const m = await invite();
    await accept(m);
    expect(await reminders(m)).toHaveLength(4);
    expect((await cancel(m, receiver)).status).toBe(200);
    expect(await reminders(m)).toHaveLength(0);
    const cancelled = (await readOutbox()).filter((x) => x.subject.includes(m.meeting_number) && x.subject.includes('Meeting cancelled'));
    expect(cancelled.map((x) => x.to).sort()).toEqual([receiver.email, sender.email].sort());
  });
});

describe('unanswered invitations', () => {
  it('expire before the slot: the meeting is withdrawn, the room and both people are free, the sender is told', async () => {
    const date = ubDate(3);
    const time = `${String(hour++).padStart(2, '0')}:00`;
    // Expire two seconds from now.
    const minutes = (slotStartUtc(date, time).getTime() - Date.now() - 2000) / 60_000;
    process.env.MEETING_INVITATION_EXPIRY_MINUTES = String(minutes);
    const m = await invite(date, time);
    const db = await getDb();
    const until = Date.now() + 20_000;
    let status = 'pending';
    while (status === 'pending' && Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      status = (await db.select({ s: meetings.meeting_status }).from(meetings).where(eq(meetings.id, m.id)))[0]!.s;
    }
    expect(status).toBe('cancelled');
    expect(await db.select().from(meetingParticipants).where(eq(meetingParticipants.meeting_id, m.id))).toHaveLength(0);
    const told = (await readOutbox()).filter((x) => x.subject.includes(m.meeting_number) && x.subject.includes('Meeting invitation expired'));
    const toSender = told.find((x) => x.to.includes(sender.email))!;
    expect(toSender.text).toContain('did not answer your meeting invitation in time');
    expect(toSender.calendar).toContain('METHOD:CANCEL');
  });

  it('leave an answered invitation alone', async () => {
    const m = await invite();
    await accept(m);
    expect(await expireInvitation(await getDb(), m.id)).toBe(false);
    const [row] = await (await getDb()).select().from(meetings).where(eq(meetings.id, m.id));
    expect(row!.meeting_status).toBe('accepted');
  });
});
