import { beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { registrations } from '@/lib/conference/schema';
import { dispatch } from '@/lib/api/mount';
import { allTables } from '@/lib/api/tables';
import { adminCookie, call, ORIGIN } from '../support/api';
import { seedEventBasics } from './fixtures';
import { ubDay, ubTime } from '@/lib/site/ulaanbaatar-time';

const W = '/api/admin/week';
let admin: string;
let reader: string;

const person = (i: number, extra: Partial<Record<string, string>> = {}) => ({
  company: i % 2 ? 'Оюу Толгой' : 'Эрдэнэт Үйлдвэр',
  first_name: `Нэр${i}`,
  last_name: `Овог${i}`,
  country: 'Монгол',
  email: `person${i}@example.mn`,
  phone_number: `9911${String(i).padStart(4, '0')}`,
  ...extra,
});

beforeAll(async () => {
  await seedEventBasics();
  [admin, reader] = await Promise.all([adminCookie(2), adminCookie(3)]);
  const db = await getDb();
  await db.insert(registrations).values(Array.from({ length: 120 }, (_, i) => ({ ...person(i), event_id: 3 })));
  await db.insert(registrations).values({ ...person(1000), event_id: 2 });
  // Two of event 3 are older than a week: they are not "new".
  await db
    .update(registrations)
    .set({ created_at: sql`now() - interval '30 days'` })
    .where(sql`${registrations.email} in ('person0@example.mn', 'person1@example.mn')`);
});

describe('GET /get/user-registration', () => {
  it('needs a session', async () => {
    expect((await call('GET', `${W}/get/user-registration?event=3&page=1&limit=50`)).status).toBe(401);
  });

  it('pages the registrations of the chosen event: register, total, totalPages', async () => {
    const res = await call('GET', `${W}/get/user-registration?event=3&page=1&limit=50`, { cookie: reader });
    expect(res.status).toBe(200);
    expect(res.json.register).toHaveLength(50);
    expect(res.json.total).toBe(120);
    expect(res.json.totalPages).toBe(3);
    const last = await call('GET', `${W}/get/user-registration?event=3&page=3&limit=50`, { cookie: reader });
    expect(last.json.register).toHaveLength(20);
  });

  it('allows the page size 150', async () => {
    const res = await call('GET', `${W}/get/user-registration?event=3&page=1&limit=150`, { cookie: reader });
    expect(res.json.register).toHaveLength(120);
    expect(res.json.totalPages).toBe(1);
  });

  it('searches by phone_number, email, first_name or company', async () => {
    const byCompany = await call('GET', `${W}/get/user-registration?event=3&page=1&limit=150&searchCat=company&searchTerm=оюу`, { cookie: reader });
    expect(byCompany.json.total).toBe(60);
    const byEmail = await call('GET', `${W}/get/user-registration?event=3&page=1&limit=50&searchCat=email&searchTerm=person7@`, { cookie: reader });
    expect(byEmail.json.register.map((r: { email: string }) => r.email)).toEqual(['person7@example.mn']);
    const byPhone = await call('GET', `${W}/get/user-registration?event=3&page=1&limit=50&searchCat=phone_number&searchTerm=99110119`, { cookie: reader });
    expect(byPhone.json.total).toBe(1);
    const byName = await call('GET', `${W}/get/user-registration?event=3&page=1&limit=50&searchCat=first_name&searchTerm=Нэр11`, { cookie: reader });
    expect(byName.json.total).toBe(11); // Нэр11 and Нэр110–Нэр119
  });

  it('matches % and _ literally and finds nothing for them', async () => {
    const res = await call('GET', `${W}/get/user-registration?event=3&page=1&limit=50&searchCat=email&searchTerm=%25`, { cookie: reader });
    expect(res.json).toEqual({ register: [], total: 0, totalPages: 1 });
  });

  it('needs both a search type and a term; bad numbers are a 400', async () => {
    expect((await call('GET', `${W}/get/user-registration?event=3&searchTerm=abc`, { cookie: reader })).status).toBe(400);
    expect((await call('GET', `${W}/get/user-registration?event=3&searchCat=password&searchTerm=a`, { cookie: reader })).status).toBe(400);
    expect((await call('GET', `${W}/get/user-registration?event=3&page=0`, { cookie: reader })).status).toBe(400);
    expect((await call('GET', `${W}/get/user-registration?event=x`, { cookie: reader })).status).toBe(400);
  });
});

describe('GET /get/new-registration', () => {
  it('lists the registrations of the last seven days with the same parameters', async () => {
    const res = await call('GET', `${W}/get/new-registration?event=3&page=1&limit=150`, { cookie: reader });
    expect(res.json.total).toBe(118);
    expect(res.json.register.some((r: { email: string }) => r.email === 'person0@example.mn')).toBe(false);
  });
});

describe('export of the current filter', () => {
  it('builds a CSV on the server, with a BOM and the filter applied', async () => {
    const res = await call('GET', `${W}/get/user-registration/export?event=3&searchCat=company&searchTerm=Оюу&format=csv`, { cookie: reader });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="registrations-event-3-${ubDay(new Date())}.csv"`);
    const lines = res.text.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('Компани,Нэр,Овог,Улс,Цахим шуудан,Утасны дугаар,Бүртгүүлсэн огноо');
    expect(lines).toHaveLength(61);
  });

  it('builds an XLSX workbook with a header row, widths, Cyrillic text and real date cells in Ulaanbaatar time', async () => {
    const res = await download(`${W}/get/user-registration/export?event=2&format=xlsx`);
    expect(res.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="registrations-event-2-${ubDay(new Date())}.xlsx"`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await res.arrayBuffer()) as never);
    const sheet = workbook.getWorksheet('Бүртгэл')!;
    expect(sheet.getRow(1).values).toEqual([undefined, 'Компани', 'Нэр', 'Овог', 'Улс', 'Цахим шуудан', 'Утасны дугаар', 'Бүртгүүлсэн огноо']);
    expect(sheet.getRow(1).font?.bold).toBe(true);
    expect(sheet.getColumn(1).width).toBeGreaterThan(10);
    expect(sheet.rowCount).toBe(2);
    const row = sheet.getRow(2);
    expect(row.getCell(5).value).toBe('person1000@example.mn');
    const date = row.getCell(7);
    expect(date.value).toBeInstanceOf(Date);
    expect(date.numFmt).toBe('yyyy-mm-dd hh:mm');
    const db = await getDb();
    const [stored] = await db.select({ created_at: registrations.created_at }).from(registrations).where(sql`email = 'person1000@example.mn'`);
    // The cell holds the Ulaanbaatar wall-clock time of the stored instant.
    expect((date.value as Date).toISOString().slice(0, 16)).toBe(`${ubDay(stored!.created_at)}T${ubTime(stored!.created_at)}`);
  });

  it('defuses cells that a spreadsheet would run as formulas', async () => {
    await call('POST', `${W}/insert/registration`, { cookie: admin, body: { ...person(5000), company: '=HYPERLINK("http://evil")', event_id: 1 } });
    const res = await call('GET', `${W}/get/user-registration/export?event=1`, { cookie: reader });
    expect(res.text).toContain(`"'=HYPERLINK(""http://evil"")"`);
  });

  it('needs a session and a known format', async () => {
    expect((await call('GET', `${W}/get/user-registration/export?event=3`)).status).toBe(401);
    expect((await call('GET', `${W}/get/user-registration/export?event=3&format=pdf`, { cookie: reader })).status).toBe(400);
  });

  /** A binary download: the shared call() helper reads bodies as text. */
  function download(path: string) {
    return dispatch(allTables, new Request(`${ORIGIN}${path}`, { headers: { cookie: reader, host: 'localhost:3000' } }));
  }
});

describe('POST /insert/registration (admin)', () => {
  it('adds a registration to the default event, or the one chosen', async () => {
    const res = await call('POST', `${W}/insert/registration`, { cookie: admin, body: person(7000) });
    expect(res.status).toBe(200);
    const chosen = await call('POST', `${W}/insert/registration`, { cookie: admin, body: { ...person(7000), event_id: 2 } });
    expect(chosen.status).toBe(200);
  });

  it('refuses a duplicate e-mail for the same event, a missing field, an unknown event and a read-only account', async () => {
    expect((await call('POST', `${W}/insert/registration`, { cookie: admin, body: person(7000) })).status).toBe(409);
    expect((await call('POST', `${W}/insert/registration`, { cookie: admin, body: { ...person(7001), company: '' } })).status).toBe(400);
    expect((await call('POST', `${W}/insert/registration`, { cookie: admin, body: { ...person(7002), event_id: 99 } })).status).toBe(400);
    expect((await call('POST', `${W}/insert/registration`, { cookie: reader, body: person(7003) })).status).toBe(403);
  });
});
