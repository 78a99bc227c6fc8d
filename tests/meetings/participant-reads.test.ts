import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../support/api';
import { PARTICIPANT_COOKIE } from '@/lib/meetings/participant-session';
import { invitation, participant, room, slot, ubDate, useMeetingsDataDir, type TestParticipant } from './fixtures';

useMeetingsDataDir();

let ana: TestParticipant;
let bat: TestParticipant;
let chimeg: TestParticipant;

beforeAll(async () => {
  ana = await participant({ name: 'Ана', name_en: 'Ana', user_type: 'Sponsor' });
  bat = await participant({ name: 'Бат', name_en: 'Bat' });
  chimeg = await participant({ name: 'Чимэг', name_en: 'Chimeg', user_type: 'Attendee' });
});

describe('GET /get/user', () => {
  it('finds the participant by the token in the query, the bearer header or the cookie', async () => {
    const byQuery = await call('GET', `/api/yp/get/user?token=${ana.token}`);
    expect(byQuery.status).toBe(200);
    expect(byQuery.json.user).toMatchObject({ id: ana.id, name: 'Ана', name_en: 'Ana', email: ana.email, user_type: 'Sponsor' });
    expect(byQuery.json.user.user_token).toBeUndefined();
    expect((await call('GET', '/api/yp/get/user', ana.auth)).json.user.id).toBe(ana.id);
    expect((await call('GET', '/api/yp/get/user', { cookie: `${PARTICIPANT_COOKIE}=${ana.token}` })).json.user.id).toBe(ana.id);
  });

  it('answers an unknown or missing token with 404', async () => {
    expect((await call('GET', '/api/yp/get/user?token=ZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZ')).status).toBe(404);
    expect((await call('GET', '/api/yp/get/user')).status).toBe(404);
    expect((await call('GET', '/api/yp/get/user?token=%3Cscript%3E')).status).toBe(404);
  });
});

describe('GET /get/meetings-by-user', () => {
  it('returns an empty list for a participant with no meetings', async () => {
    const res = await call('GET', `/api/yp/get/meetings-by-user?id=${chimeg.id}`, chimeg.auth);
    expect(res.status).toBe(200);
    expect(res.json.meetings).toEqual([]);
  });

  it('returns the meetings the participant sent and received, in time order', async () => {
    const [t1, t2] = [await slot(ubDate(6), '15:00'), await slot(ubDate(6), '09:00')];
    await call('POST', '/api/yp/send/meeting-invitation', { body: invitation(ana, bat, (await room()).id, t1.id), ...ana.auth });
    await call('POST', '/api/yp/send/meeting-invitation', { body: invitation(bat, ana, (await room()).id, t2.id), ...bat.auth });
    const res = await call('GET', `/api/yp/get/meetings-by-user?id=${ana.id}`, ana.auth);
    expect(res.status).toBe(200);
    expect(res.json.meetings.map((m: { meeting_time: string }) => m.meeting_time)).toEqual(['09:00:00', '15:00:00']);
    expect(res.json.meetings[0]).toMatchObject({ sender_id: bat.id, receiver_id: ana.id, meeting_status: 'pending' });
    const chimegs = await call('GET', '/api/yp/get/meetings-by-user', chimeg.auth);
    expect(chimegs.json.meetings).toEqual([]);
  });

  it('refuses to read another participant’s meetings (403) and needs a token (401)', async () => {
    expect((await call('GET', `/api/yp/get/meetings-by-user?id=${ana.id}`, bat.auth)).status).toBe(403);
    expect((await call('GET', `/api/yp/get/meetings-by-user?id=${ana.id}`)).status).toBe(401);
    expect((await call('GET', '/api/yp/get/meetings-by-user?id=abc', ana.auth)).status).toBe(400);
  });
});

describe('GET /get/all-users', () => {
  it('lists everyone but the participant, without tokens', async () => {
    const res = await call('GET', `/api/yp/get/all-users?userId=${ana.id}`, ana.auth);
    expect(res.status).toBe(200);
    const ids = res.json.users.map((u: { id: number }) => u.id);
    expect(ids).toContain(bat.id);
    expect(ids).not.toContain(ana.id);
    expect(res.json.users[0]).toEqual(expect.objectContaining({ id: expect.any(Number), name: expect.any(String), email: expect.any(String) }));
    expect(res.json.users.every((u: object) => !('user_token' in u))).toBe(true);
  });

  it('refuses a userId naming someone else (403) and anonymous callers (401)', async () => {
    expect((await call('GET', `/api/yp/get/all-users?userId=${bat.id}`, ana.auth)).status).toBe(403);
    expect((await call('GET', '/api/yp/get/all-users')).status).toBe(401);
  });
});

describe('GET /get/available-meeting-times', () => {
  it('offers upcoming slots grouped by date with their free rooms, and never past slots', async () => {
    const [free, taken] = [await room('A-1', '4'), await room('A-2', '10')];
    const upcoming = await slot(ubDate(8), '10:00');
    const past = await slot(ubDate(-2), '10:00');
    const [x, y] = [await participant(), await participant()];
    await call('POST', '/api/yp/send/meeting-invitation', { body: invitation(x, y, taken.id, upcoming.id), ...x.auth });

    const res = await call('GET', '/api/yp/get/available-meeting-times', chimeg.auth);
    expect(res.status).toBe(200);
    const day = res.json.meetings.find((d: { meeting_date: string }) => d.meeting_date === ubDate(8));
    const time = day.times.find((t: { meeting_time_id: number }) => t.meeting_time_id === upcoming.id);
    expect(time.meeting_time).toBe('10:00:00');
    const roomIds = time.rooms.map((r: { room_id: number }) => r.room_id);
    expect(roomIds).toContain(free.id);
    expect(roomIds).not.toContain(taken.id);
    expect(time.rooms.find((r: { room_id: number }) => r.room_id === free.id)).toEqual({ room_id: free.id, room_number: 'A-1', capacity: '4', room_pic: '' });
    expect(res.json.meetings.some((d: { meeting_date: string }) => d.meeting_date === ubDate(-2))).toBe(false);
    expect(JSON.stringify(res.json)).not.toContain(`"meeting_time_id":${past.id},`);
  });

  it('leaves out slots where the participant or the chosen receiver is already busy', async () => {
    const t = await slot(ubDate(9), '10:00');
    await room();
    const [x, y, z] = [await participant(), await participant(), await participant()];
    await call('POST', '/api/yp/send/meeting-invitation', { body: invitation(x, y, (await room()).id, t.id), ...x.auth });
    const offered = async (as: TestParticipant, receiverId?: number) => {
      const res = await call('GET', `/api/yp/get/available-meeting-times${receiverId ? `?receiver_id=${receiverId}` : ''}`, as.auth);
      return res.json.meetings.flatMap((d: { times: { meeting_time_id: number }[] }) => d.times.map((s) => s.meeting_time_id));
    };
    expect(await offered(x)).not.toContain(t.id);
    expect(await offered(z)).toContain(t.id);
    expect(await offered(z, y.id)).not.toContain(t.id);
  });

  it('needs a token (401)', async () => {
    expect((await call('GET', '/api/yp/get/available-meeting-times')).status).toBe(401);
  });
});
