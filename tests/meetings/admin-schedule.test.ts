import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminCookie, call } from '../support/api';
import { fakePng, form, invitation, participant, pngFile, room, slot, ubDate, useMeetingsDataDir } from './fixtures';

useMeetingsDataDir();

const API = '/api/admin/yellow-page';
let admin: string;
beforeAll(async () => {
  admin = await adminCookie(2);
});

const addDay = (body: object) => call('POST', `${API}/insert/meeting-time`, { body, cookie: admin });
const timesAndRooms = async () => (await call('GET', `${API}/get/meeting-times-rooms`, { cookie: admin })).json.meetings;
const storedFile = (url: string) => path.join(process.env.DATA_DIR!, 'uploads', url.split('/').pop()!);

describe('POST /insert/meeting-time', () => {
  it('creates one slot per hour from the first to the last start time, inclusive', async () => {
    const res = await addDay({ date: '2030-09-11', start_time: '09:00', end_time: '12:00' });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ added: 4, existing: 0, message: 'Амжилттай нэмэгдлээ.' });
    const { times } = await timesAndRooms();
    const day = times.filter((t: { meeting_date: string }) => t.meeting_date === '2030-09-11');
    expect(day.map((t: { meeting_time: string }) => t.meeting_time)).toEqual(['09:00:00', '10:00:00', '11:00:00', '12:00:00']);
  });

  it('keeps slots that already exist and adds only the new ones', async () => {
    await addDay({ date: '2030-09-12', start_time: '10:00', end_time: '11:00' });
    const res = await addDay({ date: '2030-09-12', start_time: '09:00', end_time: '12:00' });
    expect(res.json).toMatchObject({ added: 2, existing: 2 });
  });

  it('makes a single slot when the first and last start times are equal', async () => {
    expect((await addDay({ date: '2030-09-13', start_time: '15:00', end_time: '15:00' })).json.added).toBe(1);
  });

  it('asks for the date, then the start time, then the end time', async () => {
    expect((await addDay({})).json.error).toBe('Өдрөө оруулна уу');
    expect((await addDay({ date: '2030-09-14' })).json.error).toBe('Эхлэх цагийг оруулна уу');
    expect((await addDay({ date: '2030-09-14', start_time: '09:00' })).json.error).toBe('Дуусах цагийг оруулна уу');
  });

  it('refuses an end before the start, impossible dates and times (400)', async () => {
    expect((await addDay({ date: '2030-09-14', start_time: '12:00', end_time: '09:00' })).status).toBe(400);
    expect((await addDay({ date: '2030-02-30', start_time: '09:00', end_time: '10:00' })).status).toBe(400);
    expect((await addDay({ date: '2030-09-14', start_time: '25:00', end_time: '26:00' })).status).toBe(400);
  });
});

describe('DELETE /delete/meeting-time', () => {
  it('deletes an unused slot', async () => {
    const t = await slot('2030-10-01', '09:00');
    const res = await call('DELETE', `${API}/delete/meeting-time?id=${t.id}`, { cookie: admin });
    expect(res.status).toBe(200);
    expect(res.json.message).toBe('Амжилттай устгалаа.');
    expect((await timesAndRooms()).times.some((x: { id: number }) => x.id === t.id)).toBe(false);
  });

  it('refuses to delete a slot a meeting uses, and says so', async () => {
    const [t, r] = [await slot(ubDate(2), '16:00'), await room()];
    const [a, b] = [await participant(), await participant()];
    await call('POST', '/api/yp/send/meeting-invitation', { body: invitation(a, b, r.id, t.id), ...a.auth });
    expect((await timesAndRooms()).times.find((x: { id: number }) => x.id === t.id).in_use).toBe(true);
    const res = await call('DELETE', `${API}/delete/meeting-time?id=${t.id}`, { cookie: admin });
    expect(res.status).toBe(409);
    expect(res.json.error).toBe('Энэ цагт уулзалт товлогдсон тул устгах боломжгүй.');
  });

  it('answers an unknown id with 404 and a bad one with 400', async () => {
    expect((await call('DELETE', `${API}/delete/meeting-time?id=999999`, { cookie: admin })).status).toBe(404);
    expect((await call('DELETE', `${API}/delete/meeting-time`, { cookie: admin })).status).toBe(400);
  });
});

describe('meeting rooms', () => {
  it('adds a room with a picture checked by its bytes', async () => {
    const res = await call('POST', `${API}/insert/meeting-room`, { form: form({ room_number: 'Их танхим', capacity: '20', image: pngFile() }), cookie: admin });
    expect(res.status).toBe(200);
    expect(res.json.room).toMatchObject({ room_number: 'Их танхим', capacity: '20' });
    expect(res.json.room.room_pic).toMatch(/^\/uploads\/[a-f0-9]{32}\.png$/);
    expect(fs.existsSync(storedFile(res.json.room.room_pic))).toBe(true);
  });

  it('adds a room without a picture', async () => {
    const res = await call('POST', `${API}/insert/meeting-room`, { form: form({ room_number: 'B-2', capacity: '4' }), cookie: admin });
    expect(res.status).toBe(200);
    expect(res.json.room.room_pic).toBe('');
  });

  it('refuses a file that is not really a JPEG or PNG, and missing name or capacity with the spec’s messages', async () => {
    const fake = await call('POST', `${API}/insert/meeting-room`, { form: form({ room_number: 'C', capacity: '4', image: fakePng() }), cookie: admin });
    expect(fake.status).toBe(400);
    expect((await call('POST', `${API}/insert/meeting-room`, { form: form({ capacity: '4' }), cookie: admin })).json.error).toBe('Өрөөний нэрийг оруулна уу');
    expect((await call('POST', `${API}/insert/meeting-room`, { form: form({ room_number: 'C' }), cookie: admin })).json.error).toBe(
      'Өрөөний багтаамжийг оруулна уу',
    );
  });

  it('updates a room, replacing the picture only when a new one is sent', async () => {
    const created = (await call('POST', `${API}/insert/meeting-room`, { form: form({ room_number: 'D', capacity: '4', image: pngFile() }), cookie: admin })).json.room;
    const keep = await call('POST', `${API}/update/meeting-room`, { form: form({ id: String(created.id), room_number: 'D-1', capacity: '6' }), cookie: admin });
    expect(keep.status).toBe(200);
    expect(keep.json.room).toMatchObject({ room_number: 'D-1', capacity: '6', room_pic: created.room_pic });
    const replaced = await call('POST', `${API}/update/meeting-room`, {
      form: form({ id: String(created.id), room_number: 'D-1', capacity: '6', image: pngFile() }),
      cookie: admin,
    });
    expect(replaced.json.room.room_pic).not.toBe(created.room_pic);
    expect(fs.existsSync(storedFile(created.room_pic))).toBe(false);
    expect((await timesAndRooms()).rooms.find((r: { id: number }) => r.id === created.id).room_number).toBe('D-1');
  });

  it('answers an unknown room with 404 and a missing id with 400', async () => {
    expect((await call('POST', `${API}/update/meeting-room`, { form: form({ id: '999999', room_number: 'X', capacity: '1' }), cookie: admin })).status).toBe(404);
    expect((await call('POST', `${API}/update/meeting-room`, { form: form({ room_number: 'X', capacity: '1' }), cookie: admin })).status).toBe(400);
  });
});

describe('GET /get/meeting-times-rooms and /get/meetings', () => {
  it('lists times and rooms for any back-office account, never for the public', async () => {
    const res = await call('GET', `${API}/get/meeting-times-rooms`, { cookie: await adminCookie(3) });
    expect(res.status).toBe(200);
    expect(Array.isArray(res.json.meetings.times)).toBe(true);
    expect(Array.isArray(res.json.meetings.rooms)).toBe(true);
    expect((await call('GET', `${API}/get/meeting-times-rooms`)).status).toBe(401);
  });

  it('pages every meeting with a status filter, total and totalPages', async () => {
    const [a, b] = [await participant(), await participant()];
    const made = [];
    for (const hour of ['09:00', '10:00', '11:00']) {
      const t = await slot(ubDate(7), hour);
      made.push((await call('POST', '/api/yp/send/meeting-invitation', { body: invitation(a, b, (await room()).id, t.id), ...a.auth })).json.meeting);
    }
    await call('GET', `/api/yp/accept/meeting?id=${made[0].id}&meetingNumber=${made[0].meeting_number}`, b.auth);
    const accepted = await call('GET', `${API}/get/meetings?type=accepted&page=1&limit=20`, { cookie: admin });
    expect(accepted.status).toBe(200);
    expect(accepted.json.meetings.map((m: { id: number }) => m.id)).toContain(made[0].id);
    expect(accepted.json.meetings.every((m: { meeting_status: string }) => m.meeting_status === 'accepted')).toBe(true);
    const page = await call('GET', `${API}/get/meetings?type=all&page=1&limit=2`, { cookie: admin });
    expect(page.json.meetings).toHaveLength(2);
    expect(page.json.totalPages).toBe(Math.ceil(page.json.total / 2));
    expect(page.json.meetings[0]).toEqual(
      expect.objectContaining({ meeting_number: expect.any(String), sender_name: expect.any(String), receiver_name: expect.any(String), room_number: expect.any(String) }),
    );
    expect((await call('GET', `${API}/get/meetings?type=done`, { cookie: admin })).status).toBe(400);
    expect((await call('GET', `${API}/get/meetings?type=cancelled`, { cookie: admin })).json.meetings).toEqual([]);
  });
});
