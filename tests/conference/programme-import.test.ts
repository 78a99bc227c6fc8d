import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/lib/db/client';
import { presenters } from '@/lib/conference/schema';
import { PROGRAMME_IMPORT_COLUMNS } from '@/lib/conference/programme-constants';
import { toXlsx } from '@/lib/spreadsheets/xlsx-write';
import { call } from '../support/api';
import { form, weekStaff } from './fixtures';

const W = '/api/admin/week';
const staff = weekStaff();

beforeAll(async () => {
  const db = await getDb();
  await db.insert(presenters).values(
    [['Бат', 'Bat'], ['Сараа', 'Saraa']].map(([name_mn, name_en], i) => ({ event_id: 3, name_mn, name_en, position_mn: 'Захирал', position_en: 'Director', profile_img: '', presenter_queue: i })),
  );
});

const csv = (...rows: string[][]) => new File([[PROGRAMME_IMPORT_COLUMNS.join(','), ...rows.map((r) => r.join(','))].join('\r\n')], 'programme.csv', { type: 'text/csv' });
const row = (fields: Partial<Record<(typeof PROGRAMME_IMPORT_COLUMNS)[number], string>>) =>
  PROGRAMME_IMPORT_COLUMNS.map((c) => fields[c] ?? '');
const upload = (file: File, extra: Record<string, string> = {}, cookie = staff.editor) => call('POST', `${W}/import/sessions`, { cookie, form: form({ file, event: '3', ...extra }) });
const programme = async () => (await call('GET', `${W}/get/sessions?event=3`, { cookie: staff.reader })).json.sessions as { title_mn: string; speaker_names: string; starts_at: string }[];

const good = row({ day: '1', hall: 'Main hall', starts_at: '9:00', ends_at: '09:45', type: 'keynote', title_mn: 'Нээлт', speakers: 'Сараа; Bat' });
const bad = [
  row({ day: '7', hall: 'Их танхим', starts_at: '10:00', ends_at: '11:00', title_mn: 'Долоо дахь өдөр' }),
  row({ day: '1', hall: 'Нууц танхим', starts_at: '10:00', ends_at: '09:00', title_mn: 'Буруу цаг', speakers: 'Үл мэдэгдэх' }),
  row({ day: '2', hall: 'Их танхим', starts_at: '10:00', ends_at: '11:00', title_mn: '', type: 'party' }),
];

describe('POST /api/admin/week/import/sessions', () => {
  it('a dry run reports the rows it would add and refuse, and adds nothing', async () => {
    const res = await upload(csv(good, ...bad), { dry_run: '1' });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ dry_run: true, imported: 0, accepted: [{ row: 2, title_mn: 'Нээлт', reasons: [] }] });
    expect(res.json.rejected).toEqual([
      { row: 3, title_mn: 'Долоо дахь өдөр', reasons: ['7-р өдөр энэ арга хэмжээнд алга.'] },
      { row: 4, title_mn: 'Буруу цаг', reasons: ['«Нууц танхим» танхим алга.', 'Илтгэгч олдсонгүй: Үл мэдэгдэх.', 'Дуусах цаг эхлэх цагаас хойно байна.'] },
      { row: 5, title_mn: '', reasons: ['Гарчгийг оруулна уу.', 'Төрлийг сонгоно уу.'] },
    ]);
    expect(await programme()).toEqual([]);
  });

  it('adds the accepted rows with their speakers in the file’s order, and lists the refused ones', async () => {
    const res = await upload(csv(good, ...bad));
    expect(res.json).toMatchObject({ dry_run: false, imported: 1 });
    expect(res.json.rejected).toHaveLength(3);
    expect(await programme()).toEqual([expect.objectContaining({ title_mn: 'Нээлт', starts_at: '09:00', speaker_names: 'Сараа, Бат' })]);
    // The public programme shows it at once.
    expect((await call('GET', '/api/mw/get/sessions?event=3&lang=en')).json.sessions).toContainEqual(expect.objectContaining({ title: 'Нээлт', type: 'keynote' }));
  });

  it('reads the same columns from an Excel (.xlsx) file', async () => {
    const sheet = {
      columns: PROGRAMME_IMPORT_COLUMNS.map((header) => ({ header, width: 12 })),
      rows: [row({ day: '2', hall: 'Жижиг танхим', title_mn: 'Excel-ээс', speakers: 'Bat' }).map((v, i) => (i === 2 ? '13:30' : i === 3 ? '14:15' : v))],
    };
    const bytes = await toXlsx('Хөтөлбөр', sheet);
    const res = await upload(new File([bytes as BlobPart], 'programme.xlsx'));
    expect(res.json).toMatchObject({ imported: 1, rejected: [] });
    expect(await programme()).toContainEqual(expect.objectContaining({ title_mn: 'Excel-ээс', starts_at: '13:30' }));
  });

  it('refuses a file without the required columns, an empty one, other files and read-only accounts', async () => {
    const noHall = await upload(new File(['day,starts_at,ends_at,title_mn\r\n1,10:00,11:00,x'], 'p.csv'));
    expect(noHall.status).toBe(400);
    expect(noHall.json.error).toContain('Дутуу: hall.');
    expect((await upload(csv())).json.error).toBe('Файлд хуралдаан алга.');
    expect((await upload(new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0])], 'x.csv'))).status).toBe(400);
    expect((await upload(csv(good), {}, staff.reader)).status).toBe(403);
  });
});
