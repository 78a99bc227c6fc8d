import { beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { adminCookie, call } from '../support/api';
import { seedEventBasics } from '../conference/fixtures';
import { invitation, participant, room, slot, ubDate, useMeetingsDataDir } from '../meetings/fixtures';
import { readOutbox } from '../meetings/outbox';
import { getDb } from '@/lib/db/client';
import { registrations } from '@/lib/conference/schema';
import { meetingUsers, meetings } from '@/lib/meetings/schema';

/* Issue 20.5: delete many registrations or meeting users at once, with the single delete's side effects. */

useMeetingsDataDir();
let moderator: string;
let viewer: string;
beforeAll(async () => {
  moderator = await adminCookie(1);
  viewer = await adminCookie(3);
  await seedEventBasics();
});

describe('POST /api/admin/week/bulk/registration', () => {
  it('deletes the chosen registrations in one call; a read-only account is refused', async () => {
    const db = await getDb();
    const rows = await db
      .insert(registrations)
      .values(['a', 'b', 'c'].map((x) => ({ event_id: 3, company: 'ХХК', first_name: x, last_name: x, country: 'MN', email: `${x}@r.mn`, phone_number: '99' })))
      .returning({ id: registrations.id });
    const ids = rows.map((r) => r.id);
    const bulk = (body: unknown, cookie = moderator) => call('POST', '/api/admin/week/bulk/registration', { cookie, body });
    expect((await bulk({ action: 'delete', ids: ids.slice(0, 2) }, viewer)).status).toBe(403);
    expect((await bulk({ action: 'approve', ids })).status).toBe(400);
    expect((await bulk({ action: 'delete', ids: [...ids.slice(0, 2), 987654] })).json).toEqual({ done: 2 });
    expect((await db.select().from(registrations).where(inArray(registrations.id, ids))).map((r) => r.id)).toEqual([ids[2]]);
  });
});

describe('POST /api/admin/yellow-page/bulk/meeting-user', () => {
  it('deletes users with their meetings and tells the staying party of each upcoming meeting, once', async () => {
    const [a, b, stays] = [await participant(), await participant(), await participant()];
    const [r1, r2] = [await room(), await room()];
    const [t1, t2] = [await slot(ubDate(4), '10:00'), await slot(ubDate(4), '11:00')];
    const between = await call('POST', '/api/yp/send/meeting-invitation', { body: invitation(a, b, r1.id, t1.id), ...a.auth });
    const withStayer = await call('POST', '/api/yp/send/meeting-invitation', { body: invitation(b, stays, r2.id, t2.id), ...b.auth });
    expect([between.status, withStayer.status]).toEqual([200, 200]);
    const before = (await readOutbox()).length;

    const res = await call('POST', '/api/admin/yellow-page/bulk/meeting-user', { cookie: moderator, body: { action: 'delete', ids: [a.id, b.id] } });
    expect(res.json).toEqual({ done: 2 });
    const db = await getDb();
    expect(await db.select().from(meetingUsers).where(inArray(meetingUsers.id, [a.id, b.id]))).toHaveLength(0);
    expect(await db.select().from(meetings).where(inArray(meetings.id, [between.json.meeting.id, withStayer.json.meeting.id]))).toHaveLength(0);
    const sent = (await readOutbox()).slice(before);
    expect(sent.map((m) => m.to)).toEqual([expect.stringContaining(stays.email)]);
    expect(sent[0]!.subject).toContain('Meeting cancelled');
    expect((await db.select().from(meetingUsers).where(eq(meetingUsers.id, stays.id)))).toHaveLength(1);
  });

  it('is refused to a read-only account', async () => {
    const p = await participant();
    expect((await call('POST', '/api/admin/yellow-page/bulk/meeting-user', { cookie: viewer, body: { action: 'delete', ids: [p.id] } })).status).toBe(403);
  });
});
