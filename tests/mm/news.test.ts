import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../support/api';
import { addCategory, addNews } from './fixtures';

const at = (iso: string) => new Date(iso);

beforeAll(async () => {
  await addCategory(8, 'Мэдээ', 'News');
  await addCategory(13, 'Арга хэмжээ', 'Events');
  await addCategory(30, 'Хоосон ангилал', 'Empty category');
  await addCategory(31, 'Идэвхгүй', 'Inactive', { category_status: false });
  // 7 items in category 8 over two months, one of them Mongolian only, one unpublished.
  for (let day = 1; day <= 5; day++) await addNews({ category_cid: 8, created_at: at(`2024-05-0${day}T10:00:00+08:00`) });
  await addNews({ category_cid: 8, title: 'Уул уурхайн ХУРАЛ', title_en: '', summary_en: '', text_en: '', created_at: at('2024-06-01T00:30:00+08:00') });
  await addNews({ category_cid: 8, title: 'Нийтлээгүй', news_status: false, created_at: at('2024-06-02T10:00:00+08:00') });
  await addNews({ category_cid: 13, title: 'Хурал', title_en: 'Responsible MINING forum', summary: 'Хариуцлагатай уул уурхай', created_at: at('2024-06-03T10:00:00+08:00') });
  await addNews({ category_cid: 13, title: 'Нүүрсний экспорт', title_en: 'Coal exports', text: '<p>100% өсөлт</p>', created_at: at('2024-04-30T23:59:00+08:00') });
});

describe('GET /api/mm/get/news (category list)', () => {
  it('lists the published items of a category, newest first, 6 per page, with totalPages', async () => {
    const first = await call('GET', '/api/mm/get/news?category=8&lang=mn&page=1&limit=6');
    expect(first.status).toBe(200);
    expect(first.json.totalPages).toBe(1);
    expect(first.json.news).toHaveLength(6);
    expect(first.json.news[0].title).toBe('Уул уурхайн ХУРАЛ');
    expect(first.json.news.map((n: { title: string }) => n.title)).not.toContain('Нийтлээгүй');
    const paged = await call('GET', '/api/mm/get/news?category=8&lang=mn&page=2&limit=4');
    expect(paged.json).toMatchObject({ totalPages: 2 });
    expect(paged.json.news).toHaveLength(2);
  });

  it('shows English readers only items written in English, with English fields', async () => {
    const res = await call('GET', '/api/mm/get/news?category=8&lang=en');
    expect(res.json.news).toHaveLength(5);
    expect(res.json.news[0]).toMatchObject({ title: expect.stringMatching(/^News \d+$/), summary: 'Summary' });
  });

  it('defaults to category 8, page 1 and limit 6', async () => {
    const res = await call('GET', '/api/mm/get/news');
    expect(res.status).toBe(200);
    expect(res.json.news).toHaveLength(6);
  });

  it('answers an empty category with an empty list and one page', async () => {
    expect((await call('GET', '/api/mm/get/news?category=30')).json).toEqual({ news: [], totalPages: 1 });
    expect((await call('GET', '/api/mm/get/news?category=8&page=99')).json.news).toEqual([]);
  });

  it('caps limit at 100', async () => {
    const res = await call('GET', '/api/mm/get/news?category=8&limit=100000');
    expect(res.status).toBe(200);
    expect(res.json.news).toHaveLength(6);
  });

  it.each([
    ['non-numeric category', 'category=abc'],
    ['non-numeric page', 'page=two'],
    ['page zero', 'page=0'],
    ['unknown language', 'lang=fr'],
    ['negative limit', 'limit=-5'],
    ['a repeated parameter', 'category=8&category=13'],
  ])('refuses %s with 400', async (_, query) => {
    const res = await call('GET', `/api/mm/get/news?${query}`);
    expect(res.status).toBe(400);
    expect(res.json.error).toBeTruthy();
  });
});

describe('GET /api/mm/get/news-by-date (archive month)', () => {
  it('lists the items of a Ulaanbaatar calendar month', async () => {
    const may = await call('GET', '/api/mm/get/news-by-date?date=2024-05&lang=mn');
    expect(may.status).toBe(200);
    expect(may.json.news).toHaveLength(5);
    // 2024-06-01 00:30 in Ulaanbaatar is still 31 May in UTC: it belongs to June.
    const june = await call('GET', '/api/mm/get/news-by-date?date=2024-06&lang=mn');
    expect(june.json.news.map((n: { title: string }) => n.title)).toEqual(['Хурал', 'Уул уурхайн ХУРАЛ']);
  });

  it('answers a month without news with an empty list', async () => {
    expect((await call('GET', '/api/mm/get/news-by-date?date=2020-01')).json).toEqual({ news: [], totalPages: 1 });
  });

  it.each(['2024-13', '2024-5', 'May-2024', ''])('refuses the date %j with 400', async (date) => {
    expect((await call('GET', `/api/mm/get/news-by-date?date=${date}`)).status).toBe(400);
  });
});

describe('GET /api/mm/search/news', () => {
  const titles = async (term: string, lang = 'mn') =>
    (await call('GET', `/api/mm/search/news?term=${encodeURIComponent(term)}&lang=${lang}`)).json.news.map((n: { title: string }) => n.title);

  it('finds Cyrillic words regardless of case, in titles and summaries', async () => {
    expect(await titles('хурал')).toEqual(['Хурал', 'Уул уурхайн ХУРАЛ']);
    expect(await titles('ХАРИУЦЛАГАТАЙ')).toEqual(['Хурал']);
  });

  it('finds English words regardless of case, also from the Mongolian page', async () => {
    expect(await titles('mining FORUM')).toEqual(['Хурал']);
    expect(await titles('coal', 'en')).toEqual(['Coal exports']);
  });

  it('searches the body text and treats % literally', async () => {
    expect(await titles('100%')).toEqual(['Нүүрсний экспорт']);
    expect(await titles('%%')).toEqual([]);
  });

  it('answers a term nobody wrote with an empty list', async () => {
    expect((await call('GET', '/api/mm/search/news?term=алт')).json).toEqual({ news: [], totalPages: 1 });
  });

  it('refuses a missing or blank term with 400', async () => {
    expect((await call('GET', '/api/mm/search/news')).status).toBe(400);
    expect((await call('GET', '/api/mm/search/news?term=%20%20')).status).toBe(400);
  });
});

describe('GET /api/mm/get/news/id', () => {
  it('returns one item in the asked language with the languages it is written in, never the other language’s text', async () => {
    const item = await addNews({ category_cid: 8, title: 'Гүн', title_en: 'Deep', text: '<p>Монгол</p>', text_en: '' });
    const mn = await call('GET', `/api/mm/get/news/id?id=${item.id}&lang=mn`);
    expect(mn.status).toBe(200);
    expect(mn.json.news).toMatchObject({ id: item.id, title: 'Гүн', text: '<p>Монгол</p>', publisher: 'Админ', category: 'Мэдээ', languages: ['mn', 'en'] });
    expect(mn.json.news.updated_at).toEqual(expect.any(String));
    const en = await call('GET', `/api/mm/get/news/id?id=${item.id}&lang=en`);
    expect(en.json.news).toMatchObject({ title: 'Deep', text: '', category: 'News' });
  });

  it('answers 404 in a language the item is not written in (issue 18.9)', async () => {
    const item = await addNews({ category_cid: 31, title: 'Зөвхөн монгол', title_en: '', summary_en: '', text_en: '' });
    expect((await call('GET', `/api/mm/get/news/id?id=${item.id}&lang=mn`)).json.news).toMatchObject({ title: 'Зөвхөн монгол', languages: ['mn'] });
    const en = await call('GET', `/api/mm/get/news/id?id=${item.id}&lang=en`);
    expect([en.status, en.json.error]).toEqual([404, 'No News Found']);
  });

  it('answers a missing or unpublished item with 404 and the spec message', async () => {
    const res = await call('GET', '/api/mm/get/news/id?id=999999&lang=mn');
    expect(res.status).toBe(404);
    expect(res.json.error).toBe('Мэдээ олдсонгүй');
    expect((await call('GET', '/api/mm/get/news/id?id=999999&lang=en')).json.error).toBe('No News Found');
  });

  it('refuses a malformed id with 400', async () => {
    expect((await call('GET', '/api/mm/get/news/id?id=abc')).status).toBe(400);
    expect((await call('GET', '/api/mm/get/news/id')).status).toBe(400);
  });
});

describe('GET /api/mm/get/category-news-count', () => {
  it('lists active news categories with their published news counts', async () => {
    const res = await call('GET', '/api/mm/get/category-news-count?type=news');
    expect(res.status).toBe(200);
    const byCid = Object.fromEntries(res.json.categories.map((c: { cid: number }) => [c.cid, c]));
    expect(byCid[13]).toEqual({ cid: 13, category: 'Арга хэмжээ', category_en: 'Events', news_count: 2, page_type: 'news' });
    expect(byCid[30].news_count).toBe(0);
    expect(byCid[31]).toBeUndefined();
  });

  it('counts only the items in a language when one is given', async () => {
    const en = await call('GET', '/api/mm/get/category-news-count?type=news&lang=en');
    const mn = await call('GET', '/api/mm/get/category-news-count?type=news&lang=mn');
    const count = (res: typeof en, cid: number) => res.json.categories.find((c: { cid: number }) => c.cid === cid).news_count;
    expect(count(mn, 8) - count(en, 8)).toBe(1);
  });

  it('answers static with no news categories and refuses an unknown type', async () => {
    expect((await call('GET', '/api/mm/get/category-news-count?type=static')).json.categories).toEqual([]);
    expect((await call('GET', '/api/mm/get/category-news-count?type=video')).status).toBe(400);
  });
});

describe('GET /api/mm/get/archive-news-date', () => {
  it('lists the months that have news, newest first, labelled per language', async () => {
    const mn = await call('GET', '/api/mm/get/archive-news-date?lang=mn');
    expect(mn.status).toBe(200);
    expect(mn.json.dates.slice(-3)).toEqual([
      { created_at: '2024-06', date: '2024 оны 6-р сар' },
      { created_at: '2024-05', date: '2024 оны 5-р сар' },
      { created_at: '2024-04', date: '2024 оны 4-р сар' },
    ]);
    const en = await call('GET', '/api/mm/get/archive-news-date?lang=en');
    expect(en.json.dates.at(-1)).toEqual({ created_at: '2024-04', date: 'April 2024' });
  });

  it('refuses an unknown language', async () => {
    expect((await call('GET', '/api/mm/get/archive-news-date?lang=de')).status).toBe(400);
  });
});

describe('GET /api/mm/get/recent-news', () => {
  it('returns the newest items in a language', async () => {
    const res = await call('GET', '/api/mm/get/recent-news?lang=en&limit=2');
    expect(res.status).toBe(200);
    expect(res.json.news).toHaveLength(2);
    expect((await call('GET', '/api/mm/get/recent-news?lang=en&limit=two')).status).toBe(400);
  });
});
