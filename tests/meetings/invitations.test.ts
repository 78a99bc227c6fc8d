import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { like } from 'drizzle-orm';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { rateLimits, meetingParticipants } from '@/lib/db/schema';
import { call } from '../support/api';
import { invitation, participant, room, slot, ubDate, useMeetingsDataDir, type TestParticipant } from './fixtures';
import { parseCalendar, readOutbox } from './outbox';

useMeetingsDataDir();

const invite = (as: TestParticipant, body: unknown) => call('POST', '/api/yp/send/meeting-invitation', { body, ...as.auth });

let alice: TestParticipant;
let bold: TestParticipant;

/** These tests act far faster than people do: each starts with the per-participant meeting-mail limits spent at zero. */
beforeEach(async () => {
  await (await getDb()).delete(rateLimits).where(like(rateLimits.key, 'meeting-mail-%'));
});
beforeAll(async () => {
  alice = await participant({ name: 'Алтанцэцэг', name_en: 'Altantsetseg' });
  bold = await participant({ name: 'Болд', name_en: 'Bold' });
});

describe('POST /send/meeting-invitation', () => {
  it('creates a pending meeting with both people busy in the slot and mails both people an iCalendar request', async () => {
    const [r, t] = [await room('Өрөө 101', '8'), await slot(ubDate(2), '10:00')];
    const res = await invite(alice, invitation(alice, bold, r.id, t.id, 'Тоног төхөөрөмжийн нийлүүлэлт'));
    expect(res.status).toBe(200);
    const m = res.json.meeting;
    expect(m).toMatchObject({
      meeting_status: 'pending',
      sender_id: alice.id,
      receiver_id: bold.id,
      sender_name: 'Алтанцэцэг',
      receiver_name_en: 'Bold',
      room_number: 'Өрөө 101',
      capacity: '8',
      meeting_date: ubDate(2),
      meeting_time: '10:00:00',
      meeting_description: 'Тоног төхөөрөмжийн нийлүүлэлт',
    });
    expect(m.meeting_number).toMatch(/^MT-[0-9A-Z]{8}$/);
    expect(m.meeting_id).toBe(m.id);

    const db = await getDb();
    const busy = await db.select().from(meetingParticipants).where(eq(meetingParticipants.meeting_id, m.id));
    expect(busy.map((b) => b.user_id).sort()).toEqual([alice.id, bold.id].sort());

    // Both people get the invitation; the association's scheduler organises, both attend, nobody RSVPs by mail.
    const mails = (await readOutbox()).filter((x) => x.subject.includes(m.meeting_number));
    expect(mails.map((x) => x.to).sort()).toEqual([alice.email, bold.email].sort());
    expect(mails.find((x) => x.to.includes(bold.email))!.text).toContain('Алтанцэцэг танд уулзалтын урилга илгээлээ');
    expect(mails.find((x) => x.to.includes(alice.email))!.text).toContain('You have invited Bold to a meeting');
    for (const mail of mails) {
      expect(mail.subject).toContain('Meeting invitation');
      const cal = parseCalendar(mail.calendar!);
      expect(cal).toMatchObject({ method: 'REQUEST', uid: `meeting-${m.meeting_number}@yellow-page.mining.mn`, sequence: 0, organizer: 'no-reply@mining.mn' });
      expect(cal.attendees).toEqual([
        { email: alice.email, partstat: 'ACCEPTED', rsvp: 'FALSE' },
        { email: bold.email, partstat: 'NEEDS-ACTION', rsvp: 'FALSE' },
      ]);
      // 10:00 in Ulaanbaatar (UTC+8) is 02:00 UTC.
      expect(mail.calendar).toContain(`DTSTART:${ubDate(2).replace(/-/g, '')}T020000Z`);
      expect(mail.calendar).toContain(`DTEND:${ubDate(2).replace(/-/g, '')}T030000Z`);
      expect(mail.calendar).toContain('LOCATION:Өрөө 101');
    }
  });

  it('keeps a bare CR or LF in the purpose inside the DESCRIPTION (no injected calendar lines)', async () => {
    const [r, t] = [await room(), await slot(ubDate(2), '15:00')];
    const purpose = 'Гэрээ\rATTENDEE:mailto:evil@example.com\nMETHOD:CANCEL';
    const res = await call('POST', '/api/yp/send/meeting-invitation', { body: { ...invitation(alice, bold, r.id, t.id), meeting_description: purpose }, ...alice.auth });
    expect(res.status).toBe(200);
    for (const mail of (await readOutbox()).filter((x) => x.subject.includes(res.json.meeting.meeting_number))) {
      const cal = parseCalendar(mail.calendar!);
      expect(cal.method).toBe('REQUEST');
      expect(cal.attendees.map((a) => a.email)).toEqual([alice.email, bold.email]);
      expect(cal.description).toContain('ATTENDEE:mailto:evil@example.com');
      expect(mail.calendar).not.toMatch(/^ATTENDEE:mailto:evil/m);
    }
  });

  it('refuses to send as someone else (403) and needs a token (401)', async () => {
    const [r, t] = [await room(), await slot(ubDate(2), '11:00')];
    const forged = await invite(alice, invitation(bold, alice, r.id, t.id));
    expect(forged.status).toBe(403);
    const anonymous = await call('POST', '/api/yp/send/meeting-invitation', { body: invitation(alice, bold, r.id, t.id) });
    expect(anonymous.status).toBe(401);
    const badToken = await call('POST', '/api/yp/send/meeting-invitation', {
      body: invitation(alice, bold, r.id, t.id),
      headers: { authorization: 'Bearer aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa' },
    });
    expect(badToken.status).toBe(401);
  });

  it('takes the sender from the token when sender_id is left out', async () => {
    const [r, t] = [await room(), await slot(ubDate(2), '12:00')];
    const { sender_id: _omit, ...body } = invitation(alice, bold, r.id, t.id);
    const res = await invite(alice, body);
    expect(res.status).toBe(200);
    expect(res.json.meeting.sender_id).toBe(alice.id);
  });

  it('refuses a meeting with oneself, unknown receiver, room or slot, and a slot in the past', async () => {
    const [r, t] = [await room(), await slot(ubDate(2), '13:00')];
    expect((await invite(alice, invitation(alice, alice, r.id, t.id))).status).toBe(400);
    expect((await invite(alice, invitation(alice, { id: 999999 }, r.id, t.id))).status).toBe(404);
    expect((await invite(alice, invitation(alice, bold, 999999, t.id))).status).toBe(404);
    expect((await invite(alice, invitation(alice, bold, r.id, 999999))).status).toBe(404);
    const past = await slot(ubDate(-1), '10:00');
    const res = await invite(alice, invitation(alice, bold, r.id, past.id));
    expect(res.status).toBe(400);
    expect(res.json.error).toBe('Өнгөрсөн цагт уулзалт товлох боломжгүй.');
  });

  it('rejects malformed bodies with 400', async () => {
    expect((await invite(alice, {})).status).toBe(400);
    expect((await invite(alice, { receiver_id: 'x', room_id: 1, meeting_time_id: 1 })).status).toBe(400);
    expect((await invite(alice, { receiver_id: bold.id, room_id: 1, meeting_time_id: 1, meeting_status: 'accepted' })).status).toBe(400);
    expect((await call('POST', '/api/yp/send/meeting-invitation', { body: '{oops', ...alice.auth })).status).toBe(400);
  });

  it('gives a taken room 409 room_taken', async () => {
    const [r, t] = [await room(), await slot(ubDate(3), '10:00')];
    const [c, d] = [await participant(), await participant()];
    expect((await invite(alice, invitation(alice, bold, r.id, t.id))).status).toBe(200);
    const res = await invite(c, invitation(c, d, r.id, t.id));
    expect(res.status).toBe(409);
    expect(res.json.code).toBe('room_taken');
  });

  it('gives a busy sender or receiver 409, counting pending meetings', async () => {
    const t = await slot(ubDate(3), '11:00');
    const [c, d] = [await participant(), await participant()];
    expect((await invite(alice, invitation(alice, bold, (await room()).id, t.id))).status).toBe(200);
    const senderBusy = await invite(alice, invitation(alice, c, (await room()).id, t.id));
    expect(senderBusy.status).toBe(409);
    expect(senderBusy.json.code).toBe('sender_busy');
    const receiverBusy = await invite(d, invitation(d, bold, (await room()).id, t.id));
    expect(receiverBusy.status).toBe(409);
    expect(receiverBusy.json.code).toBe('receiver_busy');
  });

  it('lets exactly one of many simultaneous invitations for one room and slot through', async () => {
    const [r, t] = [await room(), await slot(ubDate(4), '10:00')];
    const people = await Promise.all(Array.from({ length: 16 }, () => participant()));
    const pairs = Array.from({ length: 8 }, (_, i) => [people[2 * i]!, people[2 * i + 1]!] as const);
    const results = await Promise.all(pairs.map(([s, rcv]) => invite(s, invitation(s, rcv, r.id, t.id))));
    const statuses = results.map((x) => x.status).sort();
    expect(statuses).toEqual([200, ...Array(7).fill(409)]);
    expect(results.filter((x) => x.status === 409).every((x) => x.json.code === 'room_taken')).toBe(true);
  });

  it('lets one person be in only one of many simultaneous invitations for one slot', async () => {
    const t = await slot(ubDate(4), '11:00');
    const rooms = await Promise.all(Array.from({ length: 6 }, () => room()));
    const receivers = await Promise.all(Array.from({ length: 6 }, () => participant()));
    const results = await Promise.all(rooms.map((r, i) => invite(alice, invitation(alice, receivers[i]!, r.id, t.id))));
    expect(results.filter((x) => x.status === 200)).toHaveLength(1);
    expect(results.filter((x) => x.status === 409)).toHaveLength(5);
  });
});
