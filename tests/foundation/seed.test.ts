import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb, type Db } from '@/lib/db/client';
import { seedDatabase } from '@/lib/db/seed';
import { tableCounts } from '@/lib/db/seed/counts';
import { openTestDatabase } from '../support/test-db';
import { memberHistory, peerBenchmark } from '@/lib/assessment/history';

const NOW = new Date('2026-03-18T04:00:00Z');
const DAY = 24 * 60 * 60 * 1000;

async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await db.execute(query)) as { rows?: T[] } | T[];
  return Array.isArray(result) ? result : (result.rows ?? []);
}

describe('the demo seed', () => {
  let db: Db;
  let counts: Record<string, number>;

  beforeAll(async () => {
    db = await getDb();
    expect(await seedDatabase(db, NOW)).toEqual({ seeded: true });
    counts = await tableCounts(db);
  });

  it('does nothing on a database that already has accounts', async () => {
    expect(await seedDatabase(db, NOW)).toEqual({ seeded: false });
    expect(await tableCounts(db)).toEqual(counts);
  });

  it('has members who came back for several years, and enough finished members for the median', async () => {
    expect((await memberHistory(db, 3)).map((h) => h.finished)).toEqual([true, true, true]);
    expect((await peerBenchmark(db))?.members).toBe(6);
    expect(await memberHistory(db, 1)).toEqual([]);
  });

  it('has the accounts the demo and the e2e tests sign in with', async () => {
    const accounts = await rows<{ email: string; account_role: number; first_name: string; position: string }>(
      db,
      sql`select email, account_role, first_name, position from admin_accounts order by account_role`,
    );
    expect(accounts.map((a) => [a.email, a.account_role])).toEqual([
      ['moderator@example.com', 1],
      ['admin@example.com', 2],
      ['viewer@example.com', 3],
    ]);
    expect(accounts[1]).toMatchObject({ first_name: 'Админ', position: 'Систем админ' });
    const [member] = await rows<{ n: number }>(db, sql`select count(*)::int as n from member_companies where email = 'member@example.com' and active`);
    expect(member.n).toBe(1);
  });

  it('fills the association pages', async () => {
    expect(counts.news).toBeGreaterThanOrEqual(60);
    const menus = await rows<{ cid: number; page_type: string | null }>(db, sql`select cid, page_type from categories order by cid`);
    const typeOf = (cid: number) => menus.find((m) => m.cid === cid)?.page_type;
    for (const cid of [8, 13, 17, 18]) expect(typeOf(cid)).toBe('news');
    for (let cid = 20; cid <= 26; cid++) expect(typeOf(cid)).toBe('static');
    const perCategory = await rows<{ cid: number; n: number }>(db, sql`select category_cid as cid, count(*)::int as n from news group by 1`);
    for (const cid of [8, 13, 17, 18]) expect(perCategory.find((c) => c.cid === cid)?.n).toBeGreaterThan(0);
    const [span] = await rows<{ oldest: string; newest: string; months: number }>(
      db,
      sql`select min(created_at)::text as oldest, max(created_at)::text as newest, count(distinct to_char(created_at, 'YYYY-MM'))::int as months from news`,
    );
    expect(new Date(span.newest).getTime()).toBeLessThanOrEqual(NOW.getTime());
    expect(new Date(span.oldest).getTime()).toBeGreaterThan(NOW.getTime() - 190 * DAY);
    expect(span.months).toBeGreaterThanOrEqual(6);
    const pages = await rows<{ category_cid: number }>(db, sql`select category_cid from static_pages`);
    expect(pages.map((p) => p.category_cid)).toEqual(expect.arrayContaining([23, 24]));
    const people = await rows<{ about_category: string }>(db, sql`select distinct about_category from about_us`);
    expect(people.map((p) => p.about_category).sort()).toEqual(['Association', 'Auditor', 'Office', 'President']);
    const [flags] = await rows<{ board: number; main: number; committees: number }>(
      db,
      sql`select count(*) filter (where board_member)::int as board, count(*) filter (where main_member)::int as main,
          count(*) filter (where public_relations_committee or environment_committee or legal_committee or logistics_committee)::int as committees from membership_logos`,
    );
    expect(flags).toEqual({ board: 11, main: expect.any(Number), committees: expect.any(Number) });
    expect(flags.main).toBeGreaterThan(0);
    for (const table of ['responsible_logos', 'reports', 'document_pdfs', 'mining_videos', 'minerals', 'banners', 'social_links']) {
      expect(counts[table], table).toBeGreaterThan(0);
    }
    const languages = await rows<{ language: string }>(db, sql`select distinct language from sustainable_mining order by 1`);
    expect(languages.map((l) => l.language)).toEqual(['en', 'mn']);
  });

  it('has trades in the default last-7-days range and notices around today', async () => {
    const [recent] = await rows<{ n: number }>(db, sql`select count(*)::int as n from trades where trade_datetime between ${new Date(NOW.getTime() - 7 * DAY)} and ${NOW}`);
    expect(recent.n).toBeGreaterThan(0);
    const [days] = await rows<{ n: number }>(db, sql`select count(distinct date_trunc('day', trade_datetime))::int as n from trades`);
    expect(days.n).toBeGreaterThanOrEqual(15);
    expect(counts.notices).toBeGreaterThan(0);
  });

  it('has the questionnaire in five sections with at least 29 requirements', async () => {
    const questions = await rows<{ cid: string; pid: string | null }>(db, sql`select cid, pid from assessment_questions`);
    expect(new Set(questions.map((q) => q.cid.split('.')[0]))).toEqual(new Set(['1', '2', '3', '4', '5']));
    expect(questions.filter((q) => q.cid.split('.').length === 3 && q.pid).length).toBeGreaterThanOrEqual(29);
  });

  it('fills the directory: categories 01-04, 150+ approved companies in both languages, 40 consultants', async () => {
    const codes = await rows<{ category_code: string }>(db, sql`select category_code from yp_categories`);
    expect(codes.map((c) => c.category_code)).toEqual(expect.arrayContaining(['01', '02', '03', '04', '0101', '0403']));
    const [companies] = await rows<{ approved: number; pending: number; bilingual: number }>(
      db,
      sql`select count(*) filter (where approval)::int as approved, count(*) filter (where not approval)::int as pending,
          count(*) filter (where approval and (select count(*) from company_translations t where t.company_id = c.id) = 2)::int as bilingual from companies c`,
    );
    expect(companies.approved).toBeGreaterThanOrEqual(150);
    expect(companies.bilingual).toBe(companies.approved);
    expect(companies.pending).toBeGreaterThan(0);
    const [consultants] = await rows<{ n: number }>(db, sql`select count(*)::int as n from persons where approval`);
    expect(consultants.n).toBe(40);
  });

  it('fills the conference: event 3 with its days, agenda, halls, talks, speakers and a gallery that pages', async () => {
    const dates = await rows<{ day: number; event_date: string }>(db, sql`select day, event_date::text as event_date from event_dates where event_id = 3 order by day`);
    expect(dates).toEqual([
      { day: 1, event_date: '2025-09-11' },
      { day: 2, event_date: '2025-09-12' },
      { day: 3, event_date: '2025-09-13' },
    ]);
    const [event3] = await rows<{ agendas: number; halls: number; presenters: number; day1: number }>(
      db,
      sql`select (select count(*) from agendas a join event_dates d on d.id = a.event_date_id where d.event_id = 3)::int as agendas,
          (select count(*) from halls where event_id = 3)::int as halls,
          (select count(*) from presenters where event_id = 3)::int as presenters,
          (select count(*) from gallery_images g join event_dates d on d.id = g.event_date_id where d.event_id = 3 and d.day = 1)::int as day1`,
    );
    expect(event3.agendas).toBe(6);
    expect(event3.halls).toBeGreaterThan(0);
    expect(event3.presenters).toBeGreaterThan(0);
    expect(event3.day1).toBeGreaterThan(12);
    const sponsors = await rows<{ n: number }>(db, sql`select count(*)::int as n from week_logos where kind = 'sponsor'`);
    expect(sponsors[0].n).toBeGreaterThanOrEqual(10);
  });

  it('has meeting participants, signed in by nobody yet, and future hourly slots', async () => {
    const users = await rows<{ email: string }>(db, sql`select email from meeting_users order by id`);
    expect(users.slice(0, 2).map((u) => u.email)).toEqual(['participant1@example.com', 'participant2@example.com']);
    expect(counts.meeting_sessions ?? 0).toBe(0);
    const [slots] = await rows<{ first: string; n: number }>(db, sql`select min(meeting_date)::text as first, count(*)::int as n from meeting_times`);
    expect(new Date(slots.first).getTime()).toBeGreaterThan(NOW.getTime());
    expect(counts.meeting_rooms).toBeGreaterThan(0);
  });

  it('refers only to seed files that exist', async () => {
    const urls = new Set<string>();
    for (const table of Object.keys(counts)) {
      const all = await rows<Record<string, unknown>>(db, sql`select * from ${sql.identifier(table)}`);
      for (const match of JSON.stringify(all).matchAll(/\/images\/seed\/[\w.-]+/g)) urls.add(match[0]);
    }
    expect(urls.size).toBeGreaterThan(50);
    const missing = [...urls].filter((url) => !fs.existsSync(path.join(process.cwd(), 'public', url)));
    expect(missing).toEqual([]);
  });

  it('gives every news item and banner a picture of its own, and nobody a drawn face (issue 27.9)', async () => {
    const pictures = await rows<{ image: string }>(
      db,
      sql`select image from news union all select image from week_news union all select image from banners union all select image_en from banners where image_en <> ''`,
    );
    const images = pictures.map((p) => p.image);
    expect(images.length).toBeGreaterThan(70);
    expect(images.filter((image, i) => images.indexOf(image) !== i)).toEqual([]);
    const faces = await rows<{ url: string }>(db, sql`select profile as url from about_us where profile <> '' union all select profile_img from presenters where profile_img <> ''`);
    expect(faces).toEqual([]);
  });

  it('leaves every id sequence past the seeded ids, so the app can add rows', async () => {
    const [menu] = await rows<{ cid: number }>(db, sql`insert into categories (category, category_en) values ('Шинэ цэс', 'New menu') returning cid`);
    expect(menu.cid).toBeGreaterThan(27);
    const [event] = await rows<{ id: number }>(db, sql`insert into events (event) values ('Mining Week 2026') returning id`);
    expect(event.id).toBe(4);
  });

  it('writes the same content on every run', async () => {
    const other = await openTestDatabase();
    try {
      await seedDatabase(other.db, NOW);
      const snapshot = (d: Db) => rows(d, sql`select n.title, n.created_at::text, c.name from news n, company_translations c where n.id = 1 and c.company_id = 99 order by c.lang`);
      expect(await snapshot(other.db)).toEqual(await snapshot(db));
    } finally {
      await other.close();
    }
  });
});
