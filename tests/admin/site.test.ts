import fs from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../support/api';
import { form, hugePng, jpeg, png, roleCookies, storedFile, svgAsPng, useTemporaryDataDir } from './support';
import { getDb } from '@/lib/db/client';
import { banners, officeRequests } from '@/lib/site/schema';
import { categories, news } from '@/lib/news/schema';

useTemporaryDataDir();
let c: Awaited<ReturnType<typeof roleCookies>>;
beforeAll(async () => {
  c = await roleCookies();
});

describe('dashboard', () => {
  it('counts news and requests', async () => {
    expect((await call('GET', '/api/admin/get/dashboard', { cookie: c.user })).json.result).toMatchObject({ newsCount: 0, requestCount: 0 });
    const db = await getDb();
    const [menu] = await db.insert(categories).values({ category: 'Мэдээ', category_en: 'News', page_type: 'news' }).returning();
    await db.insert(news).values([
      { image: '/images/a.jpg', title: 'A', category_cid: menu.cid },
      { image: '/images/b.jpg', title: 'B', category_cid: menu.cid, news_status: false },
    ]);
    await db.insert(officeRequests).values({ name: 'ХХК', email: 'a@b.mn', phone_number: '99112233', business_type: 'Уул уурхай', member_request: true });
    expect((await call('GET', '/api/admin/get/dashboard', { cookie: c.user })).json.result).toMatchObject({ newsCount: 2, requestCount: 1 });
  });
});

describe('social links', () => {
  it('validates icon then link with the spec messages', async () => {
    const post = (body: unknown) => call('POST', '/api/admin/insert/social-link', { cookie: c.moderator, body });
    expect((await post({ link: 'https://facebook.com/mining' })).json.error).toBe('Icon-ийг сонгоно уу');
    expect((await post({ icon: 'myspace', link: 'https://facebook.com/mining' })).json.error).toBe('Icon-ийг сонгоно уу');
    expect((await post({ icon: 'facebook' })).json.error).toBe('Линкийг оруулна уу');
    expect((await post({ icon: 'facebook', link: '  ' })).json.error).toBe('Линкийг оруулна уу');
    expect((await post({ icon: 'facebook', link: 'javascript:alert(1)' })).status).toBe(400);
  });

  it('adds, lists, updates and deletes', async () => {
    expect((await call('GET', '/api/admin/get/social-link', { cookie: c.user })).json).toEqual({ link: [] });
    const added = await call('POST', '/api/admin/insert/social-link', { cookie: c.moderator, body: { icon: 'facebook', link: 'https://facebook.com/mining' } });
    expect(added.status).toBe(200);
    const id = added.json.link.id;
    const updated = await call('POST', '/api/admin/update/social-link', { cookie: c.admin, body: { id, icon: 'youtube', link: 'https://youtube.com/@mining' } });
    expect(updated.json.link).toEqual({ id, icon: 'youtube', link: 'https://youtube.com/@mining' });
    expect((await call('GET', '/api/admin/get/social-link', { cookie: c.user })).json.link).toEqual([updated.json.link]);
    const other = (await call('POST', '/api/admin/insert/social-link', { cookie: c.admin, body: { icon: 'facebook', link: 'https://facebook.com/mining-week' } })).json.link;
    // The answer is the updated list under `link`, as the conference's twin answers.
    const deleted = await call('DELETE', `/api/admin/delete/social-link?id=${id}`, { cookie: c.admin });
    expect(deleted.json).toEqual({ link: [other] });
    expect((await call('DELETE', `/api/admin/delete/social-link?id=${other.id}`, { cookie: c.admin })).json).toEqual({ link: [] });
    expect((await call('GET', '/api/admin/get/social-link', { cookie: c.user })).json.link).toEqual([]);
    expect((await call('DELETE', `/api/admin/delete/social-link?id=${id}`, { cookie: c.admin })).status).toBe(404);
    expect((await call('POST', '/api/admin/update/social-link', { cookie: c.admin, body: { id, icon: 'x', link: 'https://x.com' } })).status).toBe(404);
  });
});

describe('office requests', () => {
  it('pages the requests newest first with total and totalPages', async () => {
    const db = await getDb();
    await db.insert(officeRequests).values(
      Array.from({ length: 11 }, (_, i) => ({
        name: `Компани ${i}`,
        email: `c${i}@mining.mn`,
        phone_number: '99000000',
        business_type: 'Хайгуул',
        codex_request: i % 2 === 0,
        created_at: new Date(Date.UTC(2025, 0, 1 + i)),
      })),
    );
    const first = await call('GET', '/api/admin/get/office-request?page=1&limit=10', { cookie: c.user });
    expect(first.json.total).toBe(12);
    expect(first.json.totalPages).toBe(2);
    expect(first.json.request).toHaveLength(10);
    expect(first.json.request[0]).toMatchObject({ name: 'ХХК', member_request: true });
    expect(first.json.request[1]).toMatchObject({ name: 'Компани 10', codex_request: true, meeting_request: false });
    const second = await call('GET', '/api/admin/get/office-request?page=2&limit=10', { cookie: c.user });
    expect(second.json.request).toHaveLength(2);
    const beyond = await call('GET', '/api/admin/get/office-request?page=9&limit=10', { cookie: c.user });
    expect(beyond.json.request).toEqual([]);
    expect((await call('GET', '/api/admin/get/office-request?limit=abc', { cookie: c.user })).status).toBe(400);
  });
});

describe('banners', () => {
  const add = (image: Blob | undefined) => call('POST', '/api/admin/insert/banner', { cookie: c.moderator, form: form({ image }) });
  const list = async () => (await call('GET', '/api/admin/get/banner', { cookie: c.user })).json.banner as { id: number; image: string; sequence: number }[];

  it('requires a JPEG/PNG image by its bytes', async () => {
    expect((await add(undefined)).json.error).toBe('Зураг оруулна уу');
    expect((await add(svgAsPng())).json.error).toBe('Зөвхөн JPG, PNG зураг оруулна уу.');
    expect((await add(hugePng())).status).toBe(413);
    expect(await list()).toEqual([]);
  });

  it('adds banners at the end of the slider', async () => {
    for (const image of [png('1.png'), jpeg('2.jpg'), png('3.png')]) expect((await add(image)).status).toBe(200);
    expect((await list()).map((b) => b.sequence)).toEqual([1, 2, 3]);
  });

  it('saves a new order in one call, renumbered from 1', async () => {
    const [a, b, cc] = await list();
    const res = await call('POST', '/api/admin/update/banner-sequence', {
      cookie: c.moderator,
      body: { banners: [{ id: a.id, sequence: 2 }, { id: b.id, sequence: 1 }, { id: cc.id, sequence: 3 }] },
    });
    expect(res.status).toBe(200);
    expect((await list()).map((x) => [x.id, x.sequence])).toEqual([[b.id, 1], [a.id, 2], [cc.id, 3]]);
  });

  it('accepts a swap of two neighbours as the spec sends it (a subset of the list)', async () => {
    const [x, y, z] = await list();
    const res = await call('POST', '/api/admin/update/banner-sequence', { cookie: c.admin, body: { banners: [{ id: x.id, sequence: y.sequence }, { id: y.id, sequence: x.sequence }] } });
    expect(res.status).toBe(200);
    expect(res.json.banner.map((b: { id: number; sequence: number }) => [b.id, b.sequence])).toEqual([[y.id, 1], [x.id, 2], [z.id, 3]]);
    expect((await list()).map((b) => b.id)).toEqual([y.id, x.id, z.id]);
    // Back, so the next tests see the order they expect.
    await call('POST', '/api/admin/update/banner-sequence', { cookie: c.admin, body: { banners: [{ id: x.id, sequence: 1 }, { id: y.id, sequence: 2 }] } });
    expect((await list()).map((b) => b.id)).toEqual([x.id, y.id, z.id]);
  });

  it('changes nothing when the request repeats itself (400) or the list changed meanwhile (409)', async () => {
    const before = await list();
    const [x, y, z] = before;
    const send = (order: { id: number; sequence: number }[]) => call('POST', '/api/admin/update/banner-sequence', { cookie: c.admin, body: { banners: order } });
    expect((await send([{ id: x.id, sequence: 1 }, { id: y.id, sequence: 1 }, { id: z.id, sequence: 2 }])).json.error).toBe('Дараалал давхцаж байна.');
    // Another editor deleted a banner this one still moves.
    const gone = await send([{ id: x.id, sequence: 3 }, { id: y.id, sequence: 2 }, { id: 999999, sequence: 1 }]);
    expect([gone.status, gone.json.error]).toEqual([409, 'Баннерын жагсаалт өөрчлөгдсөн байна. Хуудсаа дахин ачаална уу.']);
    // A swap computed from an old order lands on a sequence another banner holds now.
    expect((await send([{ id: x.id, sequence: 2 }])).status).toBe(409);
    expect((await call('POST', '/api/admin/update/banner-sequence', { cookie: c.admin, body: { banners: 'x' } })).status).toBe(400);
    expect(await list()).toEqual(before);
  });

  it('keeps the directory slider apart from the association slider', async () => {
    const db = await getDb();
    const [yp] = await db.insert(banners).values({ site: 'yp', image: '/images/yp.jpg', sequence: 1 }).returning();
    expect((await list()).some((b) => b.id === yp.id)).toBe(false);
    expect((await call('DELETE', `/api/admin/delete/banner?id=${yp.id}`, { cookie: c.admin })).status).toBe(404);
    const mm = await list();
    const res = await call('POST', '/api/admin/update/banner-sequence', {
      cookie: c.admin,
      body: { banners: [...mm.map((b) => ({ id: b.id, sequence: b.sequence })), { id: yp.id, sequence: 9 }] },
    });
    expect(res.status).toBe(409);
  });

  it('deletes a banner, its file, and closes the gap in the sequence', async () => {
    const [first, second, third] = await list();
    const res = await call('DELETE', `/api/admin/delete/banner?id=${second.id}`, { cookie: c.admin });
    expect(res.status).toBe(200);
    expect(fs.existsSync(storedFile(second.image))).toBe(false);
    expect((await list()).map((b) => [b.id, b.sequence])).toEqual([[first.id, 1], [third.id, 2]]);
  });
});
