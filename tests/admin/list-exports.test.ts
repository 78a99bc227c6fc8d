import { beforeAll, describe, expect, it, vi } from 'vitest';
import ExcelJS from 'exceljs';
import { call } from '../support/api';
import { roleCookies } from './support';
import { seedEventBasics } from '../conference/fixtures';
import { getDb } from '@/lib/db/client';
import { registrations } from '@/lib/conference/schema';

/* Issue 20.5: every admin list exports its current filter and sort as CSV or XLSX, server-side. */

// A small bound keeps the over-the-limit case cheap; the real one is 50,000 rows.
vi.mock('@/lib/api/list-export', async (importOriginal) => ({ ...(await importOriginal<typeof import('@/lib/api/list-export')>()), EXPORT_MAX_ROWS: 4 }));

let c: Awaited<ReturnType<typeof roleCookies>>;
beforeAll(async () => {
  c = await roleCookies();
  await seedEventBasics();
  const row = (company: string, first_name: string, email: string, created_at: string, event_id = 3) => ({
    event_id,
    company,
    first_name,
    last_name: 'Овог',
    country: 'Монгол',
    email,
    phone_number: '+97699112233',
    created_at: new Date(created_at),
  });
  await (await getDb()).insert(registrations).values([
    row('=HYPERLINK("http://evil.example","click")', 'Бат', 'bat@a.mn', '2025-09-01T01:00:00Z'),
    row('Эрдэнэс ХХК', 'Өлзий', 'olzii@a.mn', '2025-09-02T01:00:00Z'),
    row('Алтан ХХК', 'Пүрэв', 'purev@a.mn', '2025-09-03T01:00:00Z'),
    row('Хуучин ХХК', 'Дорж', 'dorj@a.mn', '2024-09-03T01:00:00Z', 2),
    ...['a', 'b', 'c', 'd', 'e'].map((x, i) => row(`Бусад ${x}`, 'Нэр', `${x}@b.mn`, `2025-08-0${i + 1}T01:00:00Z`, 1)),
  ]);
});

const get = (qs: string, cookie = c.user) => call('GET', `/api/admin/week/get/user-registration?${qs}`, { cookie });

async function xlsx(qs: string) {
  const res = await fetchBytes(`/api/admin/week/get/user-registration?${qs}`);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(res.bytes as unknown as ArrayBuffer);
  return { ...res, sheet: workbook.worksheets[0]! };
}

async function fetchBytes(path: string) {
  const { dispatch } = await import('@/lib/api/mount');
  const { allTables } = await import('@/lib/api/tables');
  const res = await dispatch(allTables, new Request(`http://localhost:3000${path}`, { headers: { cookie: c.user, host: 'localhost:3000' } }));
  return { status: res.status, headers: res.headers, bytes: new Uint8Array(await res.arrayBuffer()) };
}

describe('CSV export', () => {
  it('answers an attachment of the whole current filter and sort, any role may read it', async () => {
    const res = await get('event=3&sort=first_name&order=asc&format=csv&limit=1&page=2');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="registrations-event-3-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = res.text.trim().split('\r\n');
    expect(lines[0]).toBe('Компани,Нэр,Овог,Улс,Цахим шуудан,Утасны дугаар,Бүртгүүлсэн огноо');
    // paging is ignored: all three rows of event 3, first names in Mongolian order (Б, Ө, П)
    expect(lines.slice(1).map((l) => l.split(',').at(-6))).toEqual(['Бат', 'Өлзий', 'Пүрэв']);
  });

  it('is safe against formula injection: a cell that would run as a formula starts with a quote', async () => {
    const res = await get('event=3&filter.first_name=бат&format=csv');
    expect(res.text).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`);
    expect(res.text).toContain(',+97699112233,'); // phone numbers stay as they are
    expect(res.text).toContain('2025-09-01 09:00'); // Ulaanbaatar time
  });

  it('refuses a filter larger than the export bound (400), rather than cutting it short', async () => {
    const res = await get('event=1&format=csv');
    expect(res.status).toBe(400);
    expect(res.json.error).toMatch(/Шүүлтүүрээ нарийсгана уу/);
    expect((await get('event=1&format=csv&filter.email=a@')).status).toBe(200);
  });

  it('validates the format', async () => {
    expect((await get('event=3&format=pdf')).status).toBe(400);
  });
});

describe('XLSX export (read back with exceljs)', () => {
  it('writes a header row, typed cells and text that never runs as a formula', async () => {
    const { status, headers, sheet } = await xlsx('event=3&sort=created_at&order=desc&format=xlsx');
    expect(status).toBe(200);
    expect(headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(headers.get('content-disposition')).toMatch(/filename="registrations-event-3-\d{4}-\d{2}-\d{2}\.xlsx"/);
    expect(sheet.getRow(1).values).toEqual([undefined, 'Компани', 'Нэр', 'Овог', 'Улс', 'Цахим шуудан', 'Утасны дугаар', 'Бүртгүүлсэн огноо']);
    expect([2, 3, 4].map((r) => sheet.getCell(`B${r}`).value)).toEqual(['Пүрэв', 'Өлзий', 'Бат']);
    const evil = sheet.getCell('A4');
    expect(evil.type).toBe(ExcelJS.ValueType.String);
    expect(evil.formula).toBeUndefined();
    expect(sheet.getCell('G4').type).toBe(ExcelJS.ValueType.Date);
  });
});

describe('lists of other shapes export too', () => {
  it('a list whose rows nest their fields (directory companies) and an unpaged list (documents)', async () => {
    const companies = await call('GET', '/api/admin/yellow-page/get/company-list?format=csv', { cookie: c.user });
    expect(companies.status).toBe(200);
    expect(companies.text.split('\r\n')[0]).toBe('Нэр,Name,Регистрийн дугаар,Баталгаажсан,Үйл ажиллагаа явуулж буй,Төлөв,Төлөв өөрчилсөн,Бүртгүүлсэн огноо');
    const documents = await call('GET', '/api/admin/get/document-pdf?format=xlsx', { cookie: c.user });
    expect(documents.status).toBe(200);
    expect(documents.headers.get('content-disposition')).toMatch(/filename="documents-/);
  });
});
