import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { meetingUsers, meetings } from '@/lib/db/schema';
import { adminCookie, call } from '../support/api';
import { form, invitation, participant, pngFile, room, slot, ubDate, useMeetingsDataDir } from './fixtures';
import { buildXlsx } from './xlsx-builder';
import { readOutbox } from './outbox';

useMeetingsDataDir();

const API = '/api/admin/yellow-page';
let admin: string;
beforeAll(async () => {
  admin = await adminCookie(2);
});

const upload = (file?: File) => call('POST', `${API}/upload/meeting-users`, { form: form(file ? { file } : {}), cookie: admin });
const csv = (text: string, name = 'users.csv') => new File([text], name, { type: 'text/csv' });

describe('POST /insert/meeting-user', () => {
  it('adds a user with type Exhibitor by default and never returns the token', async () => {
    const res = await call('POST', `${API}/insert/meeting-user`, {
      body: { name: 'Дорж', name_en: 'Dorj', email: 'Dorj@Example.com', phone_number: '99112233' },
      cookie: admin,
    });
    expect(res.status).toBe(200);
    expect(res.json.user).toMatchObject({ name: 'Дорж', name_en: 'Dorj', email: 'dorj@example.com', phone_number: '99112233', user_type: 'Exhibitor' });
    expect(res.json.user.user_token).toBeUndefined();
    const db = await getDb();
    expect(await db.select().from(meetingUsers).where(eq(meetingUsers.id, res.json.user.id))).toHaveLength(1);
  });

  it('shows the spec’s message for each missing field, in order', async () => {
    const post = (body: object) => call('POST', `${API}/insert/meeting-user`, { body, cookie: admin });
    expect((await post({})).json.error).toBe('Нэр оруулна уу');
    expect((await post({ name: 'А' })).json.error).toBe('Нэр англиар оруулна уу');
    expect((await post({ name: 'А', name_en: 'A' })).json.error).toBe('Цахим шуудан оруулна уу');
    expect((await post({ name: 'А', name_en: 'A', email: 'a@example.com', user_type: 'Guest' })).json.error).toBe('Төрөл сонгоно уу');
    expect((await post({ name: 'А', name_en: 'A', email: 'not-mail' })).status).toBe(400);
  });

  it('refuses a second user with the same e-mail in any letter case (409)', async () => {
    const body = { name: 'Сараа', name_en: 'Saraa', email: 'saraa@example.com', user_type: 'Sponsor' };
    expect((await call('POST', `${API}/insert/meeting-user`, { body, cookie: admin })).status).toBe(200);
    const dup = await call('POST', `${API}/insert/meeting-user`, { body: { ...body, email: 'SARAA@example.com' }, cookie: admin });
    expect(dup.status).toBe(409);
    expect(dup.json.error).toBe('Энэ цахим шуудангаар бүртгэлтэй хэрэглэгч байна.');
  });

  it('is for the back office only: 401 without a session, 403 for a read-only account', async () => {
    const body = { name: 'Х', name_en: 'H', email: 'h@example.com' };
    expect((await call('POST', `${API}/insert/meeting-user`, { body })).status).toBe(401);
    expect((await call('POST', `${API}/insert/meeting-user`, { body, cookie: await adminCookie(3) })).status).toBe(403);
  });
});

describe('POST /update/meeting-user', () => {
  it('changes a user’s details', async () => {
    const u = await participant();
    const res = await call('POST', `${API}/update/meeting-user`, {
      body: { id: u.id, name: 'Шинэ нэр', name_en: 'New name', email: u.email, phone_number: '88001122', user_type: 'Attendee' },
      cookie: admin,
    });
    expect(res.status).toBe(200);
    expect(res.json.user).toMatchObject({ id: u.id, name: 'Шинэ нэр', user_type: 'Attendee', phone_number: '88001122' });
  });

  it('answers an unknown id with 404 and a taken e-mail with 409', async () => {
    const [a, b] = [await participant(), await participant()];
    const base = { name: 'А', name_en: 'A', user_type: 'Exhibitor' };
    expect((await call('POST', `${API}/update/meeting-user`, { body: { ...base, id: 999999, email: 'z@example.com' }, cookie: admin })).status).toBe(404);
    expect((await call('POST', `${API}/update/meeting-user`, { body: { ...base, id: a.id, email: b.email }, cookie: admin })).status).toBe(409);
    expect((await call('POST', `${API}/update/meeting-user`, { body: { ...base, email: 'z@example.com' }, cookie: admin })).status).toBe(400);
  });
});

describe('GET /get/meeting-users', () => {
  it('pages and filters by type, with total and totalPages', async () => {
    for (let i = 0; i < 3; i++) await participant({ user_type: 'Attendee' });
    const db = await getDb();
    const [{ attendees }] = await db.select({ attendees: sql<number>`count(*)::int` }).from(meetingUsers).where(eq(meetingUsers.user_type, 'Attendee'));
    const res = await call('GET', `${API}/get/meeting-users?type=Attendee&page=1&limit=2`, { cookie: await adminCookie(3) });
    expect(res.status).toBe(200);
    expect(res.json.users).toHaveLength(2);
    expect(res.json.total).toBe(attendees);
    expect(res.json.totalPages).toBe(Math.ceil(attendees / 2));
    expect(res.json.users.every((u: { user_type: string; user_token?: string }) => u.user_type === 'Attendee' && !u.user_token)).toBe(true);
    const all = await call('GET', `${API}/get/meeting-users`, { cookie: admin });
    expect(all.json.users.length).toBeGreaterThan(2);
  });

  it('returns an empty page past the end and 400 for an unknown type', async () => {
    const res = await call('GET', `${API}/get/meeting-users?page=999&limit=20`, { cookie: admin });
    expect(res.status).toBe(200);
    expect(res.json.users).toEqual([]);
    expect((await call('GET', `${API}/get/meeting-users?type=Guest`, { cookie: admin })).status).toBe(400);
    expect((await call('GET', `${API}/get/meeting-users`)).status).toBe(401);
  });
});

describe('DELETE /delete/meeting-user', () => {
  it('removes the user with their meetings and tells the other party of an upcoming one', async () => {
    const [gone, other] = [await participant(), await participant()];
    const [r, t] = [await room(), await slot(ubDate(3), '14:00')];
    const sent = await call('POST', '/api/yp/send/meeting-invitation', { body: invitation(gone, other, r.id, t.id), ...gone.auth });
    const res = await call('DELETE', `${API}/delete/meeting-user?id=${gone.id}`, { cookie: admin });
    expect(res.status).toBe(200);
    const db = await getDb();
    expect(await db.select().from(meetingUsers).where(eq(meetingUsers.id, gone.id))).toHaveLength(0);
    expect(await db.select().from(meetings).where(eq(meetings.id, sent.json.meeting.id))).toHaveLength(0);
    const notice = (await readOutbox()).find((m) => m.to.includes(other.email) && m.subject.includes('Meeting cancelled'));
    expect(notice?.calendar).toContain('METHOD:CANCEL');
  });

  it('answers an unknown id with 404 and a bad id with 400', async () => {
    expect((await call('DELETE', `${API}/delete/meeting-user?id=999999`, { cookie: admin })).status).toBe(404);
    expect((await call('DELETE', `${API}/delete/meeting-user?id=x`, { cookie: admin })).status).toBe(400);
  });
});

describe('POST /upload/meeting-users', () => {
  it('asks for a file when none is chosen', async () => {
    const res = await upload();
    expect(res.status).toBe(400);
    expect(res.json.error).toBe('Файл сонгоно уу!');
    expect((await upload(csv(''))).json.error).toBe('Файл сонгоно уу!');
  });

  it('adds new users, updates known e-mails and reports rejected rows with reasons (CSV)', async () => {
    const known = await participant({ email: 'known@example.com' });
    const res = await upload(
      csv(
        [
          'name,name_en,email,phone_number,user_type',
          'Батболд,Batbold,batbold@example.com,99001122,Exhibitor',
          '"Оюун, ХХК",Oyun LLC,oyun@example.com,,sponsor',
          'Шинэчлэгдсэн,Updated,KNOWN@example.com,88887777,Attendee',
          ',No Mongolian name,nomn@example.com,,Exhibitor',
          'Буруу,Wrong,not-an-email,,Exhibitor',
          'Төрөл,Type,type@example.com,,Guest',
          'Давхар,Twice,batbold@example.com,,Exhibitor',
        ].join('\r\n'),
      ),
    );
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ success: true, added: 2, updated: 1 });
    expect(res.json.rejected).toEqual([
      { row: 5, email: 'nomn@example.com', reasons: ['Нэр оруулна уу'] },
      { row: 6, email: 'not-an-email', reasons: ['Цахим шуудангийн хаяг буруу байна.'] },
      { row: 7, email: 'type@example.com', reasons: ['Төрөл сонгоно уу'] },
      { row: 8, email: 'batbold@example.com', reasons: ['Цахим шуудан файлд давхардсан байна (2-р мөр).'] },
    ]);
    const db = await getDb();
    const [updated] = await db.select().from(meetingUsers).where(eq(meetingUsers.id, known.id));
    expect(updated).toMatchObject({ name: 'Шинэчлэгдсэн', user_type: 'Attendee', phone_number: '88887777' });
    // An update keeps the participant signed in.
    expect((await call('GET', `/api/yp/get/user?token=${known.token}`)).json.user.id).toBe(known.id);
    const [oyun] = await db.select().from(meetingUsers).where(eq(meetingUsers.email, 'oyun@example.com'));
    expect(oyun).toMatchObject({ name: 'Оюун, ХХК', user_type: 'Sponsor' });
  });

  it('reads an Excel (.xlsx) workbook, numbers included', async () => {
    const bytes = await buildXlsx([
      ['name', 'name_en', 'email', 'phone_number', 'user_type'],
      ['Түмэн', 'Tumen', 'tumen@example.com', 99119911, 'Attendee'],
      ['Сүх & Хүү', 'Sukh & Son', 'sukh@example.com', '', 'Exhibitor'],
    ]);
    const res = await upload(new File([new Uint8Array(bytes)], "users.xlsx"));
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ added: 2, updated: 0, rejected: [] });
    const db = await getDb();
    const [tumen] = await db.select().from(meetingUsers).where(eq(meetingUsers.email, 'tumen@example.com'));
    expect(tumen).toMatchObject({ name: 'Түмэн', phone_number: '99119911', user_type: 'Attendee' });
  });

  it('refuses hostile workbooks with 400 and keeps serving (huge cell reference, zip bomb, too many rows)', async () => {
    const xlsx = (bytes: Uint8Array) => new File([new Uint8Array(bytes)], 'users.xlsx');
    const sheet = (rows: string) =>
      `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${rows}</sheetData></worksheet>`;
    const hugeRef = await upload(xlsx(await buildXlsx([], { 'xl/worksheets/sheet1.xml': sheet('<row r="2"><c r="ZZZZZZZZ2" t="inlineStr"><is><t>x</t></is></c></row>') })));
    expect(hugeRef.status).toBe(400);
    expect(hugeRef.json.error).toBe('Файлд 50-аас ихгүй багана байх ёстой.');
    const bomb = await upload(xlsx(await buildXlsx([['name']], { 'xl/sharedStrings.xml': `<sst>${'<si><t>a</t></si>'.repeat(1_200_000)}</sst>` })));
    expect(bomb.status).toBe(400);
    expect(bomb.json.error).toBe('Excel файлыг уншиж чадсангүй. Файлаа шалгаад дахин оруулна уу.');
    const rows = [['name', 'name_en', 'email'], ...Array.from({ length: 5001 }, (_, i) => ['Н', 'N', `u${i}@example.com`])];
    const tooMany = await upload(xlsx(await buildXlsx(rows)));
    expect(tooMany.status).toBe(400);
    expect(tooMany.json.error).toBe('Нэг удаад 5000-аас ихгүй мөр оруулна уу.');
    const after = await upload(csv('name,name_en,email\nДараа,After,after@example.com'));
    expect(after.json).toMatchObject({ success: true, added: 1 });
  });

  it('refuses a file without the required columns, and files that are neither CSV nor XLSX', async () => {
    const noColumns = await upload(csv('fullname,mail\nА,a@example.com'));
    expect(noColumns.status).toBe(400);
    expect(noColumns.json.error).toContain('name_en');
    const image = await upload(pngFile('users.csv'));
    expect(image.status).toBe(400);
    expect(image.json.error).toBe('Зөвхөн CSV эсвэл Excel (.xlsx) файл оруулна уу.');
    expect((await upload(csv('name,name_en,email\n'))).status).toBe(400);
  });

  it('is for writers only (403 for a read-only account)', async () => {
    const res = await call('POST', `${API}/upload/meeting-users`, { form: form({ file: csv('name,name_en,email\nА,A,a@example.com') }), cookie: await adminCookie(3) });
    expect(res.status).toBe(403);
  });
});
