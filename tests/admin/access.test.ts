import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../support/api';
import { newsAdminRoutes } from '@/lib/news/routes-admin';
import { siteAdminRoutes } from '@/lib/site/routes-admin';
import { accountAdminRoutes } from '@/lib/accounts/routes-admin';
import { roleCookies } from './support';

/**
 * Every call of this back office checks the session itself: no session → 401; user (3) reads only;
 * moderator (1) all content but not accounts; admin (2) everything. Writes from another origin → 403.
 */
const routes = [...newsAdminRoutes, ...siteAdminRoutes, ...accountAdminRoutes];
const url = (path: string) => `/api/admin${path}`;
/** An empty JSON body for writes; GET carries none. */
const emptyBody = (method: string) => (method === 'GET' ? {} : { body: {} });
let cookies: Awaited<ReturnType<typeof roleCookies>>;

beforeAll(async () => {
  cookies = await roleCookies();
});

describe('admin API access per role', () => {
  it('covers the calls of the spec', () => {
    const paths = routes.map((r) => `${r.method} ${r.path}`);
    for (const p of [
      'GET /get/dashboard',
      'GET /get/social-link',
      'POST /insert/social-link',
      'POST /update/social-link',
      'DELETE /delete/social-link',
      'GET /get/news',
      'POST /insert/news',
      'POST /update/news',
      'DELETE /delete/news',
      'POST /insert/category',
      'POST /update/category',
      'DELETE /delete/category',
      'GET /get/static-data',
      'POST /insert/static-data',
      'POST /update/static-data',
      'GET /get/office-request',
      'GET /get/banner',
      'POST /insert/banner',
      'DELETE /delete/banner',
      'POST /update/banner-sequence',
      'GET /get/admin-users',
      'POST /insert/account',
      'POST /update/account',
      'DELETE /delete/account',
    ]) {
      expect(paths).toContain(p);
    }
  });

  for (const r of routes) {
    it(`${r.method} ${r.path}: 401 without a session`, async () => {
      const res = await call(r.method, url(r.path), emptyBody(r.method));
      expect(res.status).toBe(401);
      expect(res.json.error).toBe('Нэвтрэх шаардлагатай.');
    });

    const accounts = r.access === 'accounts';
    const write = r.method !== 'GET';
    if (accounts || write) {
      it(`${r.method} ${r.path}: 403 for a read-only user`, async () => {
        expect((await call(r.method, url(r.path), { cookie: cookies.user, ...emptyBody(r.method) })).status).toBe(403);
      });
    }
    if (accounts) {
      it(`${r.method} ${r.path}: 403 for a moderator`, async () => {
        const res = await call(r.method, url(r.path), { cookie: cookies.moderator, ...emptyBody(r.method) });
        expect(res.status).toBe(403);
        expect(res.json.error).toBe('Энэ үйлдлийг хийх эрхгүй байна.');
      });
    } else if (write) {
      it(`${r.method} ${r.path}: a moderator passes the role check`, async () => {
        const res = await call(r.method, url(r.path), { cookie: cookies.moderator, ...emptyBody(r.method) });
        expect([400, 404]).toContain(res.status);
      });
    } else {
      it(`${r.method} ${r.path}: a read-only user may read`, async () => {
        expect([200, 400]).toContain((await call('GET', url(r.path), { cookie: cookies.user })).status);
      });
    }
    if (write) {
      it(`${r.method} ${r.path}: 403 from another origin, even for an admin`, async () => {
        const res = await call(r.method, url(r.path), { cookie: cookies.admin, body: {}, headers: { origin: 'https://evil.example' } });
        expect(res.status).toBe(403);
        expect(res.json.error).toBe('Өөр эх сурвалжаас ирсэн хүсэлтийг хүлээн авахгүй.');
      });
    }
  }

  it('lets an admin read the account list', async () => {
    const res = await call('GET', '/api/admin/get/admin-users', { cookie: cookies.admin });
    expect(res.status).toBe(200);
    expect(res.json.total).toBe(3);
  });
});
