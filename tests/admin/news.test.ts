import fs from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../support/api';
import { addMenu, form, hugePng, jpeg, png, roleCookies, storedFile, svgAsPng, useTemporaryDataDir } from './support';
import { NEWS_MESSAGES } from '@/lib/news/news-form';

useTemporaryDataDir();
let c: Awaited<ReturnType<typeof roleCookies>>;
let newsCid: number;
let otherCid: number;
let staticCid: number;

beforeAll(async () => {
  c = await roleCookies();
  newsCid = (await addMenu({ category: 'Мэдээ', page_type: 'news' })).cid;
  otherCid = (await addMenu({ category: 'Хэвлэлийн мэдээ', page_type: 'news' })).cid;
  staticCid = (await addMenu({ category: 'Бидний тухай', page_type: 'static' })).cid;
});

const complete = () => ({
  image: png(),
  title: 'Уул уурхайн чуулган',
  summary: 'Товч',
  text: '<p>Дэлгэрэнгүй</p>',
  category_cid: String(newsCid),
  publisher: 'Админ',
  news_status: 'true',
  yellow_book: 'false',
});
const insert = (fields: Record<string, string | Blob | undefined>, cookie = c.admin) =>
  call('POST', '/api/admin/insert/news', { cookie, form: form(fields) });

describe('POST /insert/news validation, in the spec order', () => {
  const cases: [string, Record<string, string | Blob | undefined>, string][] = [
    ['no cover image', { image: undefined }, NEWS_MESSAGES.image],
    ['an empty file as the cover', { image: new File([], '') }, NEWS_MESSAGES.image],
    ['Mongolian started without a title', { title: '' }, NEWS_MESSAGES.title],
    ['Mongolian started without a summary', { summary: ' ' }, NEWS_MESSAGES.summary],
    ['Mongolian started with an empty body', { text: '<p></p>' }, NEWS_MESSAGES.text],
    ['English started without a title', { title_en: '', summary_en: 'Summary' }, NEWS_MESSAGES.title_en],
    ['English started without a summary', { title_en: 'Title' }, NEWS_MESSAGES.summary_en],
    ['English started without a body', { title_en: 'Title', summary_en: 'Summary' }, NEWS_MESSAGES.text_en],
    ['no language at all', { title: '', summary: '', text: '' }, NEWS_MESSAGES.content],
    ['no category', { category_cid: '' }, NEWS_MESSAGES.category],
    ['a category that is not a news menu', { category_cid: 'staticCid' }, NEWS_MESSAGES.category],
    ['a category that does not exist', { category_cid: '999999' }, NEWS_MESSAGES.category],
    ['no publisher', { publisher: '  ' }, NEWS_MESSAGES.publisher],
    ['no status', { news_status: '' }, NEWS_MESSAGES.status],
    ['no directory-site choice', { yellow_book: undefined }, NEWS_MESSAGES.yellowBook],
  ];
  for (const [name, change, message] of cases) {
    it(`refuses ${name}: '${message}'`, async () => {
      const fields = { ...complete(), ...change };
      if (fields.category_cid === 'staticCid') fields.category_cid = String(staticCid);
      const res = await insert(fields);
      expect(res.status).toBe(400);
      expect(res.json.error).toBe(message);
    });
  }

  it('reports the first failing rule when several fail', async () => {
    const res = await insert({ ...complete(), image: undefined, category_cid: '', publisher: '' });
    expect(res.json.error).toBe(NEWS_MESSAGES.image);
  });

  it('refuses an SVG disguised as PNG by its bytes, and stores nothing', async () => {
    const res = await insert({ ...complete(), image: svgAsPng() });
    expect(res.status).toBe(400);
    expect(res.json.error).toBe('Зөвхөн JPG, PNG зураг оруулна уу.');
  });

  it('answers 413 for an image over the limit', async () => {
    const res = await insert({ ...complete(), image: hugePng() });
    expect(res.status).toBe(413);
  });

  it('answers 400, not 500, for a non-multipart body', async () => {
    const res = await call('POST', '/api/admin/insert/news', { cookie: c.admin, body: { title: 'x' } });
    expect(res.status).toBe(400);
  });
});

describe('news life cycle', () => {
  let id: number;

  it('inserts with an English-only text and a JPEG cover stored under a random name', async () => {
    const res = await insert({
      ...complete(),
      image: jpeg(),
      title: '',
      summary: '',
      text: '',
      title_en: 'Mining week',
      summary_en: 'Short',
      text_en: '<p>Body <img src="/uploads/0123456789abcdef0123456789abcdef.png"></p>',
      publisher: 'Хэвлэлийн алба',
      yellow_book: 'true',
    });
    expect(res.status).toBe(200);
    id = res.json.news.id;
    expect(res.json.news).toMatchObject({ title_en: 'Mining week', publisher: 'Хэвлэлийн алба', news_status: true, yellow_book: true, category_cid: newsCid });
    expect(res.json.news.image).toMatch(/^\/uploads\/[a-f0-9]{32}\.jpg$/);
    expect(fs.existsSync(storedFile(res.json.news.image))).toBe(true);
  });

  it('sanitizes the rich text before storing it', async () => {
    const res = await insert({ ...complete(), text: '<p onclick="x()">Сайн</p><script>alert(1)</script><a href="javascript:alert(1)">a</a>' });
    expect(res.status).toBe(200);
    expect(res.json.news.text).toBe('<p>Сайн</p><a>a</a>');
    const detail = await call('GET', `/api/admin/get/news-detail?id=${res.json.news.id}`, { cookie: c.user });
    expect(detail.json.news.text).toBe('<p>Сайн</p><a>a</a>');
  });

  it('lists every status newest first, filtered by category, with total and totalPages', async () => {
    await insert({ ...complete(), category_cid: String(otherCid), news_status: 'false', title: 'Идэвхгүй мэдээ' });
    const all = await call('GET', '/api/admin/get/news?category=all&page=1&limit=5', { cookie: c.user });
    expect(all.status).toBe(200);
    expect(all.json.total).toBe(3);
    expect(all.json.totalPages).toBe(1);
    expect(all.json.news[0].title).toBe('Идэвхгүй мэдээ');
    expect(all.json.news[0].news_status).toBe(false);
    expect(all.json.news[0].category).toBe('Хэвлэлийн мэдээ');

    const one = await call('GET', `/api/admin/get/news?category=${otherCid}&page=1&limit=5`, { cookie: c.user });
    expect(one.json.news.map((n: { title: string }) => n.title)).toEqual(['Идэвхгүй мэдээ']);

    const paged = await call('GET', '/api/admin/get/news?category=all&page=2&limit=2', { cookie: c.user });
    expect(paged.json).toMatchObject({ total: 3, totalPages: 2 });
    expect(paged.json.news).toHaveLength(1);
  });

  it('answers an empty page and an empty category with no rows', async () => {
    const res = await call('GET', `/api/admin/get/news?category=${staticCid}&page=1&limit=5`, { cookie: c.user });
    expect(res.json).toEqual({ news: [], total: 0, totalPages: 1 });
  });

  it('refuses bad list parameters with 400', async () => {
    for (const q of ['category=abc', 'page=0', 'limit=-1', 'page=x']) {
      expect((await call('GET', `/api/admin/get/news?${q}`, { cookie: c.user })).status).toBe(400);
    }
  });

  it('updates without a new image, keeping the cover', async () => {
    const before = (await call('GET', `/api/admin/get/news-detail?id=${id}`, { cookie: c.admin })).json.news;
    const res = await call('POST', '/api/admin/update/news', {
      cookie: c.moderator,
      form: form({ ...complete(), image: undefined, id: String(id), title: 'Шинэчилсэн', yellow_book: 'false' }),
    });
    expect(res.status).toBe(200);
    expect(res.json.news).toMatchObject({ id, title: 'Шинэчилсэн', image: before.image, yellow_book: false });
    expect(new Date(res.json.news.updated_at).getTime()).toBeGreaterThanOrEqual(new Date(before.updated_at).getTime());
  });

  it('updates with a new image and removes the old file', async () => {
    const before = (await call('GET', `/api/admin/get/news-detail?id=${id}`, { cookie: c.admin })).json.news;
    const res = await call('POST', '/api/admin/update/news', { cookie: c.admin, form: form({ ...complete(), id: String(id) }) });
    expect(res.status).toBe(200);
    expect(res.json.news.image).not.toBe(before.image);
    expect(fs.existsSync(storedFile(before.image))).toBe(false);
    expect(fs.existsSync(storedFile(res.json.news.image))).toBe(true);
  });

  it('checks updates with the same rules', async () => {
    const res = await call('POST', '/api/admin/update/news', { cookie: c.admin, form: form({ ...complete(), id: String(id), category_cid: '' }) });
    expect(res.json.error).toBe(NEWS_MESSAGES.category);
    const missing = await call('POST', '/api/admin/update/news', { cookie: c.admin, form: form({ ...complete(), id: '999999' }) });
    expect(missing.status).toBe(404);
  });

  it('deletes with DELETE and removes the cover file', async () => {
    const before = (await call('GET', `/api/admin/get/news-detail?id=${id}`, { cookie: c.admin })).json.news;
    expect((await call('POST', `/api/admin/delete/news?id=${id}`, { cookie: c.admin })).status).toBe(405);
    const res = await call('DELETE', `/api/admin/delete/news?id=${id}`, { cookie: c.admin });
    expect(res.status).toBe(200);
    expect(fs.existsSync(storedFile(before.image))).toBe(false);
    expect((await call('GET', `/api/admin/get/news-detail?id=${id}`, { cookie: c.admin })).status).toBe(404);
    expect((await call('DELETE', `/api/admin/delete/news?id=${id}`, { cookie: c.admin })).status).toBe(404);
    expect((await call('DELETE', '/api/admin/delete/news?id=abc', { cookie: c.admin })).status).toBe(400);
  });
});

describe('rich-text image upload', () => {
  for (const path of ['/upload/news-image', '/upload/static-image']) {
    it(`${path} stores a JPEG/PNG and answers url[0]`, async () => {
      const res = await call('POST', `/api/admin${path}`, { cookie: c.moderator, form: form({ image: png() }) });
      expect(res.status).toBe(200);
      expect(res.json.url[0]).toMatch(/^\/uploads\/[a-f0-9]{32}\.png$/);
    });

    it(`${path} refuses SVG, a missing image and oversize`, async () => {
      expect((await call('POST', `/api/admin${path}`, { cookie: c.admin, form: form({ image: svgAsPng() }) })).json.error).toBe(
        'Зөвхөн JPG, PNG зураг оруулна уу.',
      );
      expect((await call('POST', `/api/admin${path}`, { cookie: c.admin, form: form({}) })).json.error).toBe('Зураг оруулна уу');
      expect((await call('POST', `/api/admin${path}`, { cookie: c.admin, form: form({ image: hugePng() }) })).status).toBe(413);
    });
  }
});
