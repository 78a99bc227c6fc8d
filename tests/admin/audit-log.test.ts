import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { desc, eq, sql } from 'drizzle-orm';
import { decode } from 'next-auth/jwt';
import { call, ORIGIN } from '../support/api';
import { addMenu, form, png, roleCookies, useTemporaryDataDir } from './support';
import { getDb } from '@/lib/db/client';
import { dispatch } from '@/lib/api/mount';
import { adminTables } from '@/lib/api/tables';
import type { RouteTable } from '@/lib/api/table';
import { auditLog } from '@/lib/audit/schema';
import { auditName } from '@/lib/audit/route-audit';
import { AUDITED_TABLES } from '@/lib/audit/tables';
import { authOptions } from '@/lib/auth/options';
import { adminAccounts } from '@/lib/accounts/schema';
import { authSecret } from '@/lib/env';
import { SESSION_COOKIE } from '@/lib/auth/cookie';

/* Issue 20.4: every back-office write is in the audit log, which only admins read and nobody edits. */

useTemporaryDataDir();
let c: Awaited<ReturnType<typeof roleCookies>>;
beforeAll(async () => {
  c = await roleCookies();
});

const latest = async (entity: string) => {
  const [row] = await (await getDb()).select().from(auditLog).where(eq(auditLog.entity, entity)).orderBy(desc(auditLog.id)).limit(1);
  return row;
};

/**
 * Update and delete routes whose entry holds the request's fields rather than the row before/after: no single
 * row stands behind them (or the row is a join row without an id).
 */
const REQUEST_FIELDS_ONLY: Record<string, string> = {
  'POST /api/admin/update/banner-sequence': 'reorders many banners: the request lists every id and sequence',
  'POST /api/admin/yellow-page/update/banner-sequence': 'reorders many banners: the request lists every id and sequence',
  'DELETE /api/admin/yellow-page/delete/category': 'takes a category off a company: a join row named by two ids',
  'POST /api/admin/yellow-page/update/request-status': 'a company or a consultant by `type`: the request names both',
};

describe('every admin write route is audited (derived from the route tables)', () => {
  const writes = adminTables.flatMap((table) => table.routes.filter((r) => r.method !== 'GET').map((r) => ({ table, r })));

  it('finds the write routes', () => {
    expect(writes.length).toBeGreaterThan(60);
  });

  it('each update and delete route names an entity whose row the log can read, or is listed with a reason', () => {
    const unexplained = writes
      .filter(({ table, r }) => /^\/(update|delete)\//.test(r.path))
      .filter(({ table, r }) => !AUDITED_TABLES[auditName(table, r).entity] && !REQUEST_FIELDS_ONLY[`${r.method} ${table.prefix}${r.path}`])
      .map(({ table, r }) => `${r.method} ${table.prefix}${r.path}`);
    expect(unexplained).toEqual([]);
  });

  /*
   * Each write route is dispatched through the real dispatcher (authorization, origin check, audit) with its
   * handler replaced by one that succeeds, so no route needs a hand-made valid body: what is checked is that the
   * dispatcher logs every write route, under the route's entity and action, with the caller.
   */
  it.each(writes.map(({ table, r }) => [`${r.method} ${table.prefix}${r.path}`, table, r] as const))('%s writes an entry', async (_, table, r) => {
    const stub: RouteTable = {
      ...table,
      routes: [{ ...r, query: z.any(), body: z.any(), multipart: false, rawBody: false, before: undefined, handler: () => ({ success: true }) }],
    };
    const before = (await (await getDb()).select({ n: sql<number>`count(*)::int` }).from(auditLog))[0]!.n;
    const res = await dispatch([stub], new Request(`${ORIGIN}${table.prefix}${r.path}`, { method: r.method, headers: { origin: ORIGIN, cookie: c.admin, 'content-type': 'application/json' }, body: r.method === 'DELETE' ? undefined : '{}' }));
    expect(res.status).toBe(200);
    const after = (await (await getDb()).select({ n: sql<number>`count(*)::int` }).from(auditLog))[0]!.n;
    expect(after).toBe(before + 1);
    const { entity, action } = auditName(table, r);
    expect(await latest(entity)).toMatchObject({ action, account_email: expect.stringMatching(/^admin2-/) });
  });

  it('a refused or failed write leaves no entry', async () => {
    const count = async () => (await (await getDb()).select({ n: sql<number>`count(*)::int` }).from(auditLog))[0]!.n;
    const n = await count();
    expect((await call('POST', '/api/admin/insert/social-link', { cookie: c.user, body: { icon: 'facebook', link: 'https://fb.com/x' } })).status).toBe(403);
    expect((await call('POST', '/api/admin/insert/social-link', { cookie: c.admin, body: { icon: 'nope' } })).status).toBe(400);
    expect((await call('DELETE', '/api/admin/delete/social-link?id=99999', { cookie: c.admin })).status).toBe(404);
    expect(await count()).toBe(n);
  });
});

describe('what an entry holds', () => {
  it('an insert: who, when, the new row; an update: only the changed fields before and after; a delete: the row removed', async () => {
    const insert = await call('POST', '/api/admin/insert/social-link', { cookie: c.moderator, body: { icon: 'facebook', link: 'https://facebook.com/a' }, headers: { 'x-forwarded-for': '203.0.113.9' } });
    const id = insert.json.link.id;
    expect(await latest('social-link')).toMatchObject({ action: 'insert', entity_id: String(id), account_email: expect.stringMatching(/^admin1-/), changes: { after: { id, icon: 'facebook', link: 'https://facebook.com/a' } } });
    await call('POST', '/api/admin/update/social-link', { cookie: c.moderator, body: { id, icon: 'facebook', link: 'https://facebook.com/b' } });
    expect((await latest('social-link'))!.changes).toEqual({ before: { link: 'https://facebook.com/a' }, after: { link: 'https://facebook.com/b' } });
    await call('DELETE', `/api/admin/delete/social-link?id=${id}`, { cookie: c.moderator });
    expect(await latest('social-link')).toMatchObject({ action: 'delete', entity_id: String(id), changes: { before: { link: 'https://facebook.com/b' } } });
  });

  it('an upload: the file name, never its bytes', async () => {
    expect((await call('POST', '/api/admin/upload/news-image', { cookie: c.admin, form: form({ image: png('diagram.png') }) })).status).toBe(200);
    const entry = await latest('news-image');
    expect(entry).toMatchObject({ action: 'upload', changes: { request: { image: { file: 'diagram.png' } } } });
    expect(JSON.stringify(entry!.changes)).not.toMatch(/iVBOR|PNG/);
  });

  it('a multipart insert of news logs the row, and a rich-text update the changed text', async () => {
    const cid = (await addMenu({ category: 'Мэдээ', page_type: 'news' })).cid;
    const fields = { image: png(), title: 'Гарчиг', summary: 'Товч', text: '<p>Нэг</p>', category_cid: String(cid), publisher: 'Админ', news_status: 'true', yellow_book: 'false' };
    const inserted = await call('POST', '/api/admin/insert/news', { cookie: c.admin, form: form(fields) });
    expect(inserted.status).toBe(200);
    const id = inserted.json.news.id;
    expect(await latest('news')).toMatchObject({ action: 'insert', entity_id: String(id), changes: { after: { title: 'Гарчиг' } } });
    const { image: _image, ...rest } = fields;
    await call('POST', '/api/admin/update/news', { cookie: c.admin, form: form({ ...rest, id: String(id), title: 'Шинэ гарчиг' }) });
    expect((await latest('news'))!.changes).toMatchObject({ before: { title: 'Гарчиг' }, after: { title: 'Шинэ гарчиг' } });
  });

  it('sign-in and sign-out of the back office', async () => {
    const email = `audited-${Math.random().toString(36).slice(2)}@example.com`;
    const db = await getDb();
    const [row] = await db.insert(adminAccounts).values({ first_name: 'Тест', email, account_role: 2 }).returning();
    const token = await authOptions().callbacks!.jwt!({ token: { email }, user: { id: String(row!.id), email }, account: { provider: 'google' }, trigger: 'signIn' } as never);
    expect(await latest('session')).toMatchObject({ action: 'sign-in', account_id: row!.id, account_email: email, changes: { provider: 'google' } });
    const cookie = `${SESSION_COOKIE}=${await (await import('next-auth/jwt')).encode({ token, secret: authSecret()! })}`;
    const decoded = await decode({ token: cookie.slice(SESSION_COOKIE.length + 1), secret: authSecret()! });
    await authOptions().events!.signOut!({ token: decoded!, session: undefined as never });
    expect(await latest('session')).toMatchObject({ action: 'sign-out', account_id: row!.id, account_email: email });
  });
});

describe('GET /api/admin/get/audit-log', () => {
  it('is for admins only', async () => {
    expect((await call('GET', '/api/admin/get/audit-log', { cookie: c.moderator })).status).toBe(403);
    expect((await call('GET', '/api/admin/get/audit-log', { cookie: c.user })).status).toBe(403);
    expect((await call('GET', '/api/admin/get/audit-log')).status).toBe(401);
    const res = await call('GET', '/api/admin/get/audit-log', { cookie: c.admin });
    expect(res.status).toBe(200);
    expect(res.json.total).toBeGreaterThan(0);
    const ats = res.json.entries.map((e: { at: string }) => e.at);
    expect(ats).toEqual([...ats].sort().reverse());
  });

  it('filters by entity, actor and Ulaanbaatar days, and sorts and exports like every list', async () => {
    const get = (qs: string) => call('GET', `/api/admin/get/audit-log?${qs}`, { cookie: c.admin });
    const social = await get('entity=social-link&limit=100');
    expect(social.json.entries.length).toBeGreaterThan(0);
    expect(social.json.entries.every((e: { entity: string }) => e.entity === 'social-link')).toBe(true);
    const moderator = await get('actor=admin1-&limit=100');
    expect(moderator.json.entries.every((e: { account_email: string }) => e.account_email.startsWith('admin1-'))).toBe(true);
    expect((await get('from=2000-01-01&to=2000-01-02')).json.total).toBe(0);
    expect((await get('filter.action=sign-in')).json.entries.map((e: { action: string }) => e.action)).toEqual(['sign-in']);
    expect((await get('sort=bogus')).status).toBe(400);
    const csv = await get('entity=social-link&format=csv');
    expect(csv.headers.get('content-disposition')).toMatch(/^attachment; filename="audit-log-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(csv.text.split('\r\n')[0]).toBe('Огноо,Хэрэглэгч,Өгөгдөл,Дугаар,Үйлдэл,Өөрчлөлт,IP');
  });

  it('offers no way to change or remove entries, and the database refuses it too', async () => {
    const paths = adminTables.flatMap((t) => t.routes.map((r) => `${t.prefix}${r.path}`));
    expect(paths.filter((p) => p.includes('audit-log'))).toEqual(['/api/admin/get/audit-log']);
    const db = await getDb();
    await expect(db.update(auditLog).set({ action: 'forged' })).rejects.toThrow();
    await expect(db.delete(auditLog)).rejects.toThrow();
  });
});

describe('what an entry leaves out', () => {
  it('secrets by field name, but not codes that are data', async () => {
    const { plainFields } = await import('@/lib/audit/record');
    expect(plainFields({ password: 'x', code: '123456', idToken: 't', token_hash: 'h', access_token: 'a', category_code: '0101', main_code: '01', name: 'n' })).toEqual({
      category_code: '0101',
      main_code: '01',
      name: 'n',
    });
  });
});
