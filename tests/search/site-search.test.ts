import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/lib/db/client';
import { reports } from '@/lib/reports/schema';
import { staticPages } from '@/lib/news/schema';
import { markedParts } from '@/lib/search/snippet';
import { call } from '../support/api';
import { addCategory, addNews } from '../mm/fixtures';
import { addCompany, addConsultant, seedCategories, useTemporaryDataDir } from '../directory/fixtures';

useTemporaryDataDir();

type Result = { type: string; id: number; title: string; snippet: string; url: string; date: string | null; titleMarks: [number, number][]; snippetMarks: [number, number][] };
const site = async (term: string, extra = '') => call('GET', `/api/mm/search/site?term=${encodeURIComponent(term)}${extra}`);

describe('GET /api/mm/search/site', () => {
  beforeAll(async () => {
    await addCategory(8, 'Мэдээ', 'News');
    await addNews({ category_cid: 8, title: 'Нүүрсний экспорт өслөө', title_en: 'Coal exports grew', text: '<p>Өмнөговь аймгаас <b>нүүрс</b> тээвэрлэв.</p>' });
    await addNews({ category_cid: 8, title: 'Уулзалт', title_en: 'Meeting', text: '<p>Гишүүд нүүрсний талаар ярилцав.</p>' });
    await addNews({ category_cid: 8, title: 'Нуугдмал', title_en: 'Hidden', text: '<p>Нүүрс</p>', news_status: false });
    await (await getDb()).insert(reports).values({ title: 'Нүүрсний салбарын тайлан', title_en: 'Coal sector report', image: '/a.png', pdf: '/a.pdf' });
    await seedCategories();
    await addCompany({ nameMn: 'НҮҮРС ТРЕЙД', nameEn: 'COAL TRADE' });
    await addCompany({ nameMn: 'НУУЦ НҮҮРС', nameEn: 'SECRET COAL' }, false);
    await addConsultant({ nameMn: 'НҮҮРСЭН ДОРЖ', nameEn: 'NUURSEN DORJ' });
  });

  it('answers {results: [{type, id, title, snippet, url, date}], total, totalPages}, titles and names first', async () => {
    const res = await site('нүүрс');
    expect(res.status).toBe(200);
    const results = res.json.results as Result[];
    for (const r of results) {
      expect(Object.keys(r).sort()).toEqual(['date', 'id', 'snippet', 'snippetMarks', 'title', 'titleMarks', 'type', 'url']);
    }
    expect(res.json.total).toBe(results.length);
    expect(res.json.totalPages).toBe(1);
    // Name and title matches first (grouped by kind), then the texts; nothing unpublished.
    expect(results.map((r) => [r.type, r.title])).toEqual([
      ['news', 'Нүүрсний экспорт өслөө'],
      ['report', 'Нүүрсний салбарын тайлан'],
      ['company', 'НҮҮРС ТРЕЙД'],
      ['consultant', 'НҮҮРСЭН ДОРЖ'],
      ['news', 'Уулзалт'],
    ]);
    expect(results.find((r) => r.type === 'company' && r.title === 'НҮҮРС ТРЕЙД')!.url).toMatch(/^\/yp\/company\/\d+$/);
    expect(results.some((r) => r.title === 'Нуугдмал' || r.title === 'НУУЦ НҮҮРС')).toBe(false);
  });

  it('marks the term in titles and snippets, HTML taken out, whatever the letters typed', async () => {
    const results = (await site('нуурс')).json.results as Result[];
    const news = results.find((r) => r.title === 'Уулзалт')!;
    expect(news.snippet).toBe('Товч Гишүүд нүүрсний талаар ярилцав.');
    expect(markedParts(news.snippet, news.snippetMarks).filter((p) => p.marked).map((p) => p.text)).toEqual(['нүүрс']);
    const first = results.find((r) => r.title === 'Нүүрсний экспорт өслөө')!;
    expect(markedParts(first.title, first.titleMarks).filter((p) => p.marked).map((p) => p.text)).toEqual(['Нүүрс']);
  });

  it('finds from Latin letters and in English, and pages', async () => {
    expect(((await site('nuurs')).json.results as Result[]).map((r) => r.title)).toContain('НҮҮРС ТРЕЙД');
    const en = (await site('coal', '&lang=en')).json.results as Result[];
    expect(en.map((r) => r.title)).toEqual(expect.arrayContaining(['Coal exports grew', 'Coal sector report', 'COAL TRADE']));
    const paged = await site('нүүрс', '&limit=2&page=2');
    const all = (await site('нүүрс')).json;
    expect(paged.json).toMatchObject({ total: all.total, totalPages: Math.ceil(all.total / 2) });
    expect((paged.json.results as Result[]).map((r) => r.title)).toEqual((all.results as Result[]).slice(2, 4).map((r) => r.title));
  });

  it('finds nothing unpublished: a draft or scheduled news item or report, a draft page', async () => {
    const db = await getDb();
    const tomorrow = new Date(Date.now() + 86_400_000);
    await addCategory(70, 'Ноорог хуудас', 'Draft page', { page_type: 'static' });
    await db.insert(staticPages).values({ category_cid: 70, text: '<p>Хорголжинтолгой нууц төлөвлөгөө</p>', status: false });
    await addNews({ category_cid: 8, title: 'Хорголжинтолгой мэдээ', title_en: 'Khorgolj news', publish_at: tomorrow });
    await db.insert(reports).values([
      { title: 'Хорголжинтолгой ноорог тайлан', title_en: 'Khorgolj draft report', image: '/a.png', pdf: '/a.pdf', status: false },
      { title: 'Хорголжинтолгой ирэх тайлан', title_en: 'Khorgolj coming report', image: '/a.png', pdf: '/a.pdf', publish_at: tomorrow },
    ]);
    for (const term of ['хорголжинтолгой', 'хорголжинтолгои']) expect((await site(term)).json, term).toEqual({ results: [], total: 0, totalPages: 1 });
    expect((await site('khorgolj', '&lang=en')).json).toEqual({ results: [], total: 0, totalPages: 1 });
  });

  it('an empty term is a 400 in the error shape; nothing found is an empty page', async () => {
    expect(await site('  ')).toMatchObject({ status: 400, json: { error: 'term оруулна уу.' } });
    expect((await site('зэсийн хүдэр')).json).toEqual({ results: [], total: 0, totalPages: 1 });
  });
});
