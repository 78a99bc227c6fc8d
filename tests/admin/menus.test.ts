import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../support/api';
import { addMenu, roleCookies } from './support';
import { MENU_MESSAGES } from '@/lib/news/menu-form';
import { getDb } from '@/lib/db/client';
import { news } from '@/lib/news/schema';

let c: Awaited<ReturnType<typeof roleCookies>>;
beforeAll(async () => {
  c = await roleCookies();
});

const insert = (body: Record<string, unknown>) => call('POST', '/api/admin/insert/category', { cookie: c.moderator, body });
const main = { category: 'Бидний тухай', category_en: 'About us', page_type: 'static', category_level: 1, category_status: true };

describe('menus', () => {
  it('answers an empty list before any menu exists', async () => {
    const res = await call('GET', '/api/admin/get/categories', { cookie: c.user });
    expect(res.json).toEqual({ categories: [] });
  });

  const cases: [string, Record<string, unknown>, string][] = [
    ['a main menu without a page type', { page_type: null }, MENU_MESSAGES.pageType],
    ['no level', { category_level: '' }, MENU_MESSAGES.level],
    ['a sub menu without a parent', { category_level: 2, pid: null }, MENU_MESSAGES.parent],
    ['no name', { category: ' ' }, MENU_MESSAGES.name],
    ['no English name', { category_en: '' }, MENU_MESSAGES.nameEn],
    ['a level outside 1–3', { category_level: 4 }, 'Цэсний түвшин буруу.'],
    ['an unknown page type', { page_type: 'video' }, 'Хуудасны төрөл буруу.'],
  ];
  for (const [name, change, message] of cases) {
    it(`refuses ${name}: '${message}'`, async () => {
      const res = await insert({ ...main, ...change });
      expect(res.status).toBe(400);
      expect(res.json.error).toBe(message);
    });
  }

  it('adds a menu at each level; sub levels save without page type', async () => {
    const level1 = await insert(main);
    expect(level1.status).toBe(200);
    expect(level1.json.category).toMatchObject({ category: 'Бидний тухай', page_type: 'static', category_level: 1, pid: null });

    const level2 = await insert({ category: 'Түүх', category_en: 'History', category_level: 2, pid: level1.json.category.cid, page_type: 'static' });
    expect(level2.status).toBe(200);
    expect(level2.json.category).toMatchObject({ category_level: 2, pid: level1.json.category.cid, page_type: null });

    const level3 = await insert({ category: 'Үүсгэн байгуулагчид', category_en: 'Founders', category_level: 3, pid: level2.json.category.cid });
    expect(level3.status).toBe(200);
    expect(level3.json.category).toMatchObject({ category_level: 3, page_type: null });

    const list = await call('GET', '/api/admin/get/categories', { cookie: c.user });
    expect(list.json.categories.map((m: { category: string }) => m.category)).toEqual(['Бидний тухай', 'Түүх', 'Үүсгэн байгуулагчид']);
  });

  it('gives a main menu no parent, whatever was sent', async () => {
    const res = await insert({ ...main, category: 'Мэдээ', category_en: 'News', page_type: 'news', pid: 1 });
    expect(res.json.category.pid).toBeNull();
  });

  it('refuses a parent on the wrong level or a news menu as a parent', async () => {
    const news1 = await addMenu({ category: 'Мэдээлэл', page_type: 'news' });
    const static1 = await addMenu({ category: 'Үйл ажиллагаа' });
    expect((await insert({ ...main, category_level: 3, pid: static1.cid })).json.error).toBe('Эцэг цэс буруу байна.');
    expect((await insert({ ...main, category_level: 2, pid: news1.cid })).json.error).toBe('Мэдээний цэс дэд цэсгүй.');
    expect((await insert({ ...main, category_level: 2, pid: 999999 })).json.error).toBe('Эцэг цэс буруу байна.');
  });

  it('updates a menu, including its active status', async () => {
    const menu = await addMenu({ category: 'Хуучин' });
    const res = await call('POST', '/api/admin/update/category', {
      cookie: c.admin,
      body: { cid: menu.cid, category: 'Шинэ', category_en: 'New', category_level: 1, page_type: 'static', category_status: false },
    });
    expect(res.status).toBe(200);
    expect(res.json.category).toMatchObject({ cid: menu.cid, category: 'Шинэ', category_status: false });
    const missing = await call('POST', '/api/admin/update/category', { cookie: c.admin, body: { ...main, cid: 999999 } });
    expect(missing.status).toBe(404);
  });

  it('keeps a menu with sub menus on its level', async () => {
    const parent = await addMenu({ category: 'Эцэг' });
    await addMenu({ category: 'Хүү', category_level: 2, pid: parent.cid, page_type: null });
    const res = await call('POST', '/api/admin/update/category', { cookie: c.admin, body: { ...main, cid: parent.cid, category_level: 2, pid: 1 } });
    expect(res.status).toBeGreaterThanOrEqual(400);
    const del = await call('DELETE', `/api/admin/delete/category?cid=${parent.cid}`, { cookie: c.admin });
    expect(del.status).toBe(409);
    expect(del.json.error).toBe('Дэд цэстэй цэсийг устгах боломжгүй. Эхлээд дэд цэсийг устгана уу.');
  });

  it('keeps a news menu that still has news', async () => {
    const menu = await addMenu({ category: 'Зарлал', page_type: 'news' });
    await (await getDb()).insert(news).values({ image: '/images/x.jpg', title: 'Зарлал', category_cid: menu.cid });
    const del = await call('DELETE', `/api/admin/delete/category?cid=${menu.cid}`, { cookie: c.admin });
    expect(del.status).toBe(409);
    expect(del.json.error).toBe('Энэ цэсэд мэдээ бүртгэлтэй тул устгах боломжгүй.');
  });

  it('deletes a menu together with its static page text', async () => {
    const menu = await addMenu({ category: 'Түр' });
    await call('POST', '/api/admin/insert/static-data', { cookie: c.admin, body: { category_cid: menu.cid, text: '<p>x</p>', text_en: '' } });
    const del = await call('DELETE', `/api/admin/delete/category?cid=${menu.cid}`, { cookie: c.admin });
    expect(del.status).toBe(200);
    expect((await call('GET', `/api/admin/get/static-data?pid=${menu.cid}`, { cookie: c.admin })).status).toBe(404);
    expect((await call('DELETE', `/api/admin/delete/category?cid=${menu.cid}`, { cookie: c.admin })).status).toBe(404);
  });
});

describe('static pages', () => {
  let cid: number;
  beforeAll(async () => {
    cid = (await addMenu({ category: 'Ёс зүйн дүрэм' })).cid;
  });

  it('answers null text for a page that has none yet', async () => {
    const res = await call('GET', `/api/admin/get/static-data?pid=${cid}`, { cookie: c.user });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ static: null, category: { cid, category: 'Ёс зүйн дүрэм' } });
    expect((await call('GET', '/api/admin/get/static-data?pid=abc', { cookie: c.user })).status).toBe(400);
  });

  it('inserts once, sanitized, then refuses a second insert', async () => {
    const res = await call('POST', '/api/admin/insert/static-data', {
      cookie: c.moderator,
      body: { category_cid: cid, text: '<p>Дүрэм<img src=x onerror=alert(1)></p>', text_en: '<p>Code</p>' },
    });
    expect(res.status).toBe(200);
    expect(res.json.static).toMatchObject({ category_cid: cid, text: '<p>Дүрэм</p>', text_en: '<p>Code</p>' });
    const again = await call('POST', '/api/admin/insert/static-data', { cookie: c.moderator, body: { category_cid: cid, text: '<p>2</p>', text_en: '' } });
    expect(again.status).toBe(409);
  });

  it('updates the saved text', async () => {
    const saved = (await call('GET', `/api/admin/get/static-data?pid=${cid}`, { cookie: c.admin })).json.static;
    const res = await call('POST', '/api/admin/update/static-data', {
      cookie: c.admin,
      body: { id: saved.id, category_cid: cid, text: '<h2>Шинэ</h2>', text_en: '<h2>New</h2>' },
    });
    expect(res.status).toBe(200);
    expect((await call('GET', `/api/admin/get/static-data?pid=${cid}`, { cookie: c.admin })).json.static.text).toBe('<h2>Шинэ</h2>');
  });

  it('refuses empty text, an unknown menu and a mismatched page', async () => {
    const saved = (await call('GET', `/api/admin/get/static-data?pid=${cid}`, { cookie: c.admin })).json.static;
    const empty = await call('POST', '/api/admin/update/static-data', { cookie: c.admin, body: { id: saved.id, category_cid: cid, text: '<p></p>', text_en: '<script>x</script>' } });
    expect(empty.json.error).toBe('Хуудасны агуулгыг оруулна уу');
    expect((await call('POST', '/api/admin/insert/static-data', { cookie: c.admin, body: { category_cid: 999999, text: '<p>x</p>' } })).status).toBe(404);
    expect((await call('POST', '/api/admin/update/static-data', { cookie: c.admin, body: { id: saved.id, category_cid: cid + 1000, text: '<p>x</p>' } })).status).toBe(404);
  });
});
