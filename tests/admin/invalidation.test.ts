import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { call } from '../support/api';
import { addMenu, form, png, roleCookies, useTemporaryDataDir } from './support';
import { TAGS } from '@/lib/cache';

/** Every successful write expires the cached public data that shows it; a refused write expires nothing. */
const invalidate = vi.hoisted(() => vi.fn());
vi.mock('@/lib/cache', async (importOriginal) => ({ ...(await importOriginal<typeof import('@/lib/cache')>()), invalidate }));

useTemporaryDataDir();
let c: Awaited<ReturnType<typeof roleCookies>>;
let newsCid: number;
beforeAll(async () => {
  c = await roleCookies();
  newsCid = (await addMenu({ category: 'Мэдээ', page_type: 'news' })).cid;
});
beforeEach(() => invalidate.mockClear());

const tagsOf = () => invalidate.mock.calls.flat();
const newsFields = (extra: Record<string, string | Blob> = {}) =>
  form({ image: png(), title: 'Гарчиг', summary: 'Товч', text: '<p>Бие</p>', category_cid: String(newsCid), publisher: 'Админ', news_status: 'true', yellow_book: 'false', ...extra });

describe('cache invalidation after admin writes', () => {
  it('news: insert, update and delete expire the news (and directory when published there)', async () => {
    const added = await call('POST', '/api/admin/insert/news', { cookie: c.admin, form: newsFields() });
    expect(tagsOf()).toEqual([TAGS.news]);
    invalidate.mockClear();
    await call('POST', '/api/admin/update/news', { cookie: c.admin, form: newsFields({ id: String(added.json.news.id), yellow_book: 'true' }) });
    expect(tagsOf()).toEqual([TAGS.news, TAGS.directory]);
    invalidate.mockClear();
    await call('DELETE', `/api/admin/delete/news?id=${added.json.news.id}`, { cookie: c.admin });
    expect(tagsOf()).toEqual([TAGS.news, TAGS.directory]);
  });

  it('a refused write expires nothing', async () => {
    await call('POST', '/api/admin/insert/news', { cookie: c.admin, form: newsFields({ category_cid: '' }) });
    await call('POST', '/api/admin/insert/social-link', { cookie: c.admin, body: { icon: 'facebook' } });
    expect(invalidate).not.toHaveBeenCalled();
  });

  it('menus and static pages', async () => {
    const menu = await call('POST', '/api/admin/insert/category', {
      cookie: c.admin,
      body: { category: 'Тухай', category_en: 'About', page_type: 'static', category_level: 1 },
    });
    expect(tagsOf()).toContain(TAGS.categories);
    invalidate.mockClear();
    const cid = menu.json.category.cid;
    await call('POST', '/api/admin/update/category', { cookie: c.admin, body: { cid, category: 'Бидний тухай', category_en: 'About us', page_type: 'static', category_level: 1 } });
    expect(tagsOf()).toContain(TAGS.categories);
    invalidate.mockClear();
    const page = await call('POST', '/api/admin/insert/static-data', { cookie: c.admin, body: { category_cid: cid, text: '<p>a</p>', text_en: '' } });
    expect(tagsOf()).toEqual([TAGS.staticPages]);
    invalidate.mockClear();
    await call('POST', '/api/admin/update/static-data', { cookie: c.admin, body: { id: page.json.static.id, category_cid: cid, text: '<p>b</p>', text_en: '' } });
    expect(tagsOf()).toEqual([TAGS.staticPages]);
    invalidate.mockClear();
    await call('DELETE', `/api/admin/delete/category?cid=${cid}`, { cookie: c.admin });
    expect(tagsOf()).toEqual(expect.arrayContaining([TAGS.categories, TAGS.staticPages]));
  });

  it('social links and banners', async () => {
    const link = await call('POST', '/api/admin/insert/social-link', { cookie: c.admin, body: { icon: 'facebook', link: 'https://facebook.com/x' } });
    await call('POST', '/api/admin/update/social-link', { cookie: c.admin, body: { id: link.json.link.id, icon: 'x', link: 'https://x.com/x' } });
    await call('DELETE', `/api/admin/delete/social-link?id=${link.json.link.id}`, { cookie: c.admin });
    expect(tagsOf()).toEqual([TAGS.socialLinks, TAGS.socialLinks, TAGS.socialLinks]);
    invalidate.mockClear();
    const banner = await call('POST', '/api/admin/insert/banner', { cookie: c.admin, form: form({ image: png() }) });
    await call('POST', '/api/admin/update/banner-sequence', { cookie: c.admin, body: { banners: [{ id: banner.json.banner.id, sequence: 1 }] } });
    await call('DELETE', `/api/admin/delete/banner?id=${banner.json.banner.id}`, { cookie: c.admin });
    expect(tagsOf()).toEqual([TAGS.banners, TAGS.banners, TAGS.banners]);
  });
});
