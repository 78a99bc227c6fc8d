import { describe, expect, it } from 'vitest';
import { adminCookie, call } from '../support/api';
import { SHARED_ANSWER } from '@/lib/api/shared-answer';

describe('the JSON API shape', () => {
  it('answers an unknown path with a JSON 404', async () => {
    const res = await call('GET', '/api/mm/get/nothing-here');
    expect(res.status).toBe(404);
    expect(res.json.error).toBeTruthy();
  });

  it('reports the session: 401 signed out, 200 signed in', async () => {
    expect((await call('GET', '/api/admin/auth')).status).toBe(401);
    const res = await call('GET', '/api/admin/auth', { cookie: await adminCookie(2) });
    expect(res.status).toBe(200);
    expect(res.json.account.account_role).toBe(2);
  });

  it('treats a tampered session token as no session', async () => {
    const valid = await adminCookie(2);
    const middle = Math.floor(valid.length / 2);
    const cookie = valid.slice(0, middle) + (valid[middle] === 'A' ? 'B' : 'A') + valid.slice(middle + 1);
    expect((await call('GET', '/api/admin/auth', { cookie })).status).toBe(401);
  });

  it('every 4xx body carries the text under both `error` and `message`', async () => {
    const answers = [
      await call('GET', '/api/mm/get/nothing-here'),
      await call('GET', '/api/admin/auth'),
      await call('POST', '/api/mw/insert/registration', { body: '{not json' }),
      await call('DELETE', '/api/mm/get/news'),
    ];
    for (const res of answers) {
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(res.json.message).toBeTruthy();
      expect(res.json.message).toBe(res.json.error);
    }
  });

  it('no API answer may be stored by a browser or a shared cache, private JSON above all, unless it is a listed public read', async () => {
    const cookie = await adminCookie(2);
    const answers = [
      await call('GET', '/api/admin/auth', { cookie }),
      await call('GET', '/api/admin/auth'),
      // A public read that does not name its language answers in the caller's (cookie, Accept-Language).
      await call('GET', '/api/mm/get/news'),
      await call('GET', '/api/yp/get/all-categories', { cookie: 'NEXT_LOCALE=en' }),
      // Not on the list of shared reads, language or not.
      await call('GET', '/api/yp/search/companies?term=alt&lang=mn'),
      await call('GET', '/api/yp/get/banners?lang=mn'),
      // Errors and writes.
      await call('GET', '/api/yp/get/companies-by-category?category_code=9999&lang=mn'),
      await call('POST', '/api/mw/insert/registration', { body: '{}' }),
    ];
    for (const res of answers) expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('a listed public read that names its language may be kept by shared caches (issue 23.2)', async () => {
    for (const path of ['/api/mm/get/news?category=8&lang=mn', '/api/yp/get/all-categories?lang=en']) {
      const res = await call('GET', path, { cookie: await adminCookie(2) });
      expect(res.status, path).toBe(200);
      expect(res.headers.get('cache-control'), path).toBe(SHARED_ANSWER);
    }
  });
});
