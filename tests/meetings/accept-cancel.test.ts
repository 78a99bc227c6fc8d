import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { like } from 'drizzle-orm';
import { eq, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { rateLimits, meetingParticipants, meetings } from '@/lib/db/schema';
import { call } from '../support/api';
import { invitation, participant, room, slot, ubDate, useMeetingsDataDir, type TestParticipant } from './fixtures';
import { parseCalendar, readOutbox } from './outbox';

useMeetingsDataDir();

let sender: TestParticipant;
let receiver: TestParticipant;
let stranger: TestParticipant;
let hour = 8;

/** These tests act far faster than people do: each starts with the per-participant meeting-mail limits spent at zero. */
beforeEach(async () => {
  await (await getDb()).delete(rateLimits).where(like(rateLimits.key, 'meeting-mail-%'));
});
beforeAll(async () => {
  [sender, receiver, stranger] = [await participant(), await participant(), await participant()];
});

/** A fresh pending meeting from sender to receiver in its own room and slot. */
async function pendingMeeting() {
  const [r, t] = [await room(), await slot(ubDate(5), `${String(hour++).padStart(2, '0')}:00`)];
  const res = await call('POST', '/api/yp/send/meeting-invitation', { body: invitation(sender, receiver, r.id, t.id), ...sender.auth });
  expect(res.status).toBe(200);
  return res.json.meeting as { id: number; meeting_number: string; room_id: number; meeting_time_id: number };
}

const accept = (as: TestParticipant | null, id: unknown, meetingNumber: unknown) =>
  call('GET', `/api/yp/accept/meeting?id=${id}&meetingNumber=${meetingNumber}`, as ? as.auth : {});
const cancel = (as: TestParticipant | null, id: unknown, meetingNumber: unknown, userId?: number) =>
  call('DELETE', `/api/yp/cancel/meeting?id=${id}&meetingNumber=${meetingNumber}${userId ? `&userId=${userId}` : ''}`, as ? as.auth : {});

const mailsAbout = async (meetingNumber: string) => (await readOutbox()).filter((m) => m.subject.includes(meetingNumber));

describe('GET /accept/meeting', () => {
  it('lets the receiver accept a pending meeting and mails both an updated request (higher SEQUENCE, ACCEPTED)', async () => {
    const m = await pendingMeeting();
    const res = await accept(receiver, m.id, m.meeting_number);
    expect(res.status).toBe(200);
    expect(res.json.meeting.meeting_status).toBe('accepted');
    const mails = await mailsAbout(m.meeting_number);
    const invitations = mails.filter((x) => x.subject.includes('Meeting invitation'));
    const acceptances = mails.filter((x) => x.subject.includes('Meeting accepted'));
    expect(acceptances.map((x) => x.to).sort()).toEqual([receiver.email, sender.email].sort());
    expect(acceptances.find((x) => x.to.includes(sender.email))!.text).toContain('has accepted your meeting invitation');
    const before = parseCalendar(invitations[0]!.calendar!);
    for (const mail of acceptances) {
      const cal = parseCalendar(mail.calendar!);
      expect(cal).toMatchObject({ method: 'REQUEST', status: 'CONFIRMED', uid: before.uid, organizer: before.organizer });
      expect(cal.sequence).toBeGreaterThan(before.sequence);
      expect(cal.attendees).toEqual([
        { email: sender.email, partstat: 'ACCEPTED', rsvp: 'FALSE' },
        { email: receiver.email, partstat: 'ACCEPTED', rsvp: 'FALSE' },
      ]);
    }
    const db = await getDb();
    const [row] = await db.select().from(meetings).where(eq(meetings.id, m.id));
    expect(row!.calendar_sequence).toBe(parseCalendar(acceptances[0]!.calendar!).sequence);
  });

  it('refuses the sender and anyone else (403), and anonymous callers (401)', async () => {
    const m = await pendingMeeting();
    expect((await accept(sender, m.id, m.meeting_number)).status).toBe(403);
    expect((await accept(stranger, m.id, m.meeting_number)).status).toBe(403);
    expect((await accept(null, m.id, m.meeting_number)).status).toBe(401);
  });

  it('accepts only pending meetings (409 for accepted or cancelled ones)', async () => {
    const accepted = await pendingMeeting();
    await accept(receiver, accepted.id, accepted.meeting_number);
    expect((await accept(receiver, accepted.id, accepted.meeting_number)).status).toBe(409);
    const cancelled = await pendingMeeting();
    await cancel(sender, cancelled.id, cancelled.meeting_number);
    expect((await accept(receiver, cancelled.id, cancelled.meeting_number)).status).toBe(409);
  });

  it('needs the id and meeting number of the same meeting (404 otherwise, 400 when malformed)', async () => {
    const m = await pendingMeeting();
    expect((await accept(receiver, m.id, 'MT-NOTTHIS1')).status).toBe(404);
    expect((await accept(receiver, 999999, m.meeting_number)).status).toBe(404);
    expect((await accept(receiver, 'abc', m.meeting_number)).status).toBe(400);
    expect((await call('GET', '/api/yp/accept/meeting', receiver.auth)).status).toBe(400);
  });
});

describe('DELETE /cancel/meeting', () => {
  it('lets the sender cancel a pending meeting, frees the room and both people, and mails both a calendar cancellation', async () => {
    const m = await pendingMeeting();
    const res = await cancel(sender, m.id, m.meeting_number, sender.id);
    expect(res.status).toBe(200);
    expect(res.json.meeting.meeting_status).toBe('cancelled');

    const db = await getDb();
    expect(await db.select().from(meetingParticipants).where(eq(meetingParticipants.meeting_id, m.id))).toHaveLength(0);
    const [row] = await db.select().from(meetings).where(eq(meetings.id, m.id));
    expect(row!.meeting_status).toBe('cancelled');

    const mails = (await mailsAbout(m.meeting_number)).filter((x) => x.subject.includes('Meeting cancelled'));
    expect(mails.map((x) => x.to).sort()).toEqual([receiver.email, sender.email].sort());
    const invited = parseCalendar((await mailsAbout(m.meeting_number)).find((x) => x.subject.includes('Meeting invitation'))!.calendar!);
    for (const mail of mails) {
      const cal = parseCalendar(mail.calendar!);
      expect(cal).toMatchObject({ method: 'CANCEL', status: 'CANCELLED', uid: invited.uid, sequence: invited.sequence + 1 });
      expect(cal.attendees.map((a) => a.email)).toEqual([sender.email, receiver.email]);
    }

    // The same room, slot and people can be booked again.
    const again = await call('POST', '/api/yp/send/meeting-invitation', {
      body: invitation(receiver, sender, m.room_id, m.meeting_time_id),
      ...receiver.auth,
    });
    expect(again.status).toBe(200);
  });

  it('lets the receiver cancel a pending meeting', async () => {
    const m = await pendingMeeting();
    const res = await cancel(receiver, m.id, m.meeting_number, receiver.id);
    expect(res.status).toBe(200);
    expect(res.json.meeting.meeting_status).toBe('cancelled');
  });

  it('refuses a participant who is not in the meeting, a userId naming someone else, and anonymous callers', async () => {
    const m = await pendingMeeting();
    expect((await cancel(stranger, m.id, m.meeting_number)).status).toBe(403);
    expect((await cancel(stranger, m.id, m.meeting_number, sender.id)).status).toBe(403);
    expect((await cancel(receiver, m.id, m.meeting_number, sender.id)).status).toBe(403);
    expect((await cancel(null, m.id, m.meeting_number, sender.id)).status).toBe(401);
  });

  it('cancels an accepted meeting that has not started too, at either participant\'s request, and tells both', async () => {
    const accepted = await pendingMeeting();
    await accept(receiver, accepted.id, accepted.meeting_number);
    const res = await cancel(receiver, accepted.id, accepted.meeting_number);
    expect(res.status).toBe(200);
    expect(res.json.meeting.meeting_status).toBe('cancelled');
    const told = (await mailsAbout(accepted.meeting_number)).filter((x) => x.subject.includes('Meeting cancelled'));
    expect(told).toHaveLength(2);
    expect(told.map((x) => x.to)).toEqual(expect.arrayContaining([expect.stringContaining(receiver.email), expect.stringContaining(sender.email)]));
    expect(await (await getDb()).select().from(meetingParticipants).where(eq(meetingParticipants.meeting_id, accepted.id))).toHaveLength(0);
  });

  it('refuses to cancel a meeting twice (409)', async () => {
    const cancelled = await pendingMeeting();
    expect((await cancel(sender, cancelled.id, cancelled.meeting_number)).status).toBe(200);
    expect((await cancel(receiver, cancelled.id, cancelled.meeting_number)).status).toBe(409);
  });

  it('refuses to cancel an accepted meeting whose slot has begun (409)', async () => {
    const started = await pendingMeeting();
    await accept(receiver, started.id, started.meeting_number);
    await (await getDb()).execute(sql`update meeting_times set meeting_date = current_date - 1 where id = ${started.meeting_time_id}`);
    expect((await cancel(sender, started.id, started.meeting_number)).status).toBe(409);
  });

  it('rejects malformed parameters with 400 and unknown meetings with 404', async () => {
    expect((await cancel(sender, 'x', 'MT-1')).status).toBe(400);
    expect((await call('DELETE', '/api/yp/cancel/meeting?id=1', sender.auth)).status).toBe(400);
    expect((await cancel(sender, 999999, 'MT-00000000')).status).toBe(404);
  });
});
