import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/lib/db/client';
import { sessions } from '@/lib/conference/programme-schema';
import { markedParts } from '@/lib/search/snippet';
import { siteSearchPage } from '@/lib/search/site-page';
import { call } from '../support/api';
import { seedEventBasics } from '../conference/fixtures';

/** Conference programme sessions in the site search: matched by title and description like the other kinds. */

type Result = { type: string; id: number; title: string; snippet: string; url: string; date: string | null; titleMarks: [number, number][]; snippetMarks: [number, number][] };
const site = async (term: string, lang = 'mn') =>
  (await call('GET', `/api/mm/search/site?term=${encodeURIComponent(term)}&lang=${lang}`)).json as { results: Result[]; total: number };

let ids: { coal: number; water: number; english: number };

beforeAll(async () => {
  const { days, halls } = await seedEventBasics();
  const session = (title_mn: string, title_en: string, description_mn: string, description_en: string, day = 0) => ({
    event_id: 3, event_date_id: days[day].id, hall_id: halls[0].id, starts_at: '09:30', ends_at: '10:30', title_mn, title_en, description_mn, description_en,
  });
  const rows = await (await getDb())
    .insert(sessions)
    .values([
      session('Нүүрсний экспортын ирээдүй', 'The future of coal exports', 'Өмнөговь аймгийн уурхайнуудын тээвэр.', 'Transport from the mines of Umnugovi.'),
      session('Усны нөөцийн менежмент', 'Water management', 'Говийн бүсэд нүүрс угаах ус хэмнэх арга.', 'Saving water in coal washing in the Gobi.', 1),
      session('', 'Investor confidence', '', 'A panel on ESG reporting.', 2),
    ])
    .returning({ id: sessions.id });
  ids = { coal: rows[0].id, water: rows[1].id, english: rows[2].id };
});

describe('site search: conference sessions', () => {
  it('finds a session by its title first, then by its description, with link and date', async () => {
    const found = (await site('нүүрс')).results.filter((r) => r.type === 'session');
    expect(found.map((r) => r.id)).toEqual([ids.coal, ids.water]);
    const [coal, water] = found;
    expect(coal).toMatchObject({ title: 'Нүүрсний экспортын ирээдүй', url: `/mw/sessions/${ids.coal}`, date: '2025-09-11T01:30:00.000Z' });
    expect(markedParts(coal.title, coal.titleMarks).filter((p) => p.marked).map((p) => p.text)).toEqual(['Нүүрс']);
    expect(markedParts(water.snippet, water.snippetMarks).filter((p) => p.marked).map((p) => p.text)).toEqual(['нүүрс']);
    expect(water.date).toBe('2025-09-12T01:30:00.000Z');
  });

  it('folds the term like the other kinds: Latin letters, о/у for ө/ү, one-letter typos', async () => {
    for (const term of ['nuurs', 'нуурс', 'NUURS']) {
      expect((await site(term)).results.filter((r) => r.type === 'session').map((r) => r.id), term).toEqual([ids.coal, ids.water]);
    }
    expect((await site('омноговь')).results.filter((r) => r.type === 'session').map((r) => r.id)).toEqual([ids.coal]);
    // A typo in a title word: no title or text contains 'ирээдуи', but one title is a letter away.
    expect((await site('ирээдүү')).results.filter((r) => r.type === 'session').map((r) => r.id)).toEqual([ids.coal]);
  });

  it('shows the title and description in the page language, the other language when that one is empty', async () => {
    const en = (await site('coal', 'en')).results.filter((r) => r.type === 'session');
    // Real matches first; 'Investor confidence' follows as typo-close ('co…' is two of the three letters of 'coal').
    expect(en.map((r) => r.title)).toEqual(['The future of coal exports', 'Water management', 'Investor confidence']);
    expect(en[1].snippet).toContain('coal washing');
    const fallback = (await site('investor', 'mn')).results.filter((r) => r.type === 'session');
    expect(fallback).toMatchObject([{ id: ids.english, title: 'Investor confidence', snippet: 'A panel on ESG reporting.' }]);
  });

  it('groups sessions as their own kind on the results page', async () => {
    const page = await siteSearchPage(await getDb(), { q: 'нүүрс', page: 1, lang: 'mn' });
    expect(page.groups.find((g) => g.kind === 'session')?.results.map((r) => r.id)).toEqual([ids.coal, ids.water]);
  });
});
