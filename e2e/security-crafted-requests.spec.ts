import { expect, test } from '@playwright/test';

/**
 * Requests an attacker crafts with curl, sent to the production server as they arrive from the network (the
 * edge in scripts/server.mjs, next-auth, the page cache): each is answered 4xx, never 5xx, and none sends
 * anyone to another host.
 */

const EVIL = 'https://evil.example/';

test('next-auth: the dev provider callback, foreign callback URLs and sign-out to another host are 4xx or stay on the site', async ({ request }) => {
  const devCallback = await request.get('/api/auth/callback/dev', { maxRedirects: 0 });
  expect(devCallback.status()).toBeGreaterThanOrEqual(400);
  expect(devCallback.status()).toBeLessThan(500);

  const foreignCallback = await request.get(`/api/auth/callback/google?callbackUrl=${encodeURIComponent(EVIL)}`, { maxRedirects: 0 });
  expect(foreignCallback.status()).toBeLessThan(500);
  expect(foreignCallback.headers().location ?? '').not.toContain('evil.example');

  const { csrfToken } = (await (await request.get('/api/auth/csrf')).json()) as { csrfToken: string };
  const signOut = await request.post('/api/auth/signout', { form: { csrfToken, callbackUrl: EVIL }, maxRedirects: 0 });
  expect(signOut.status()).toBeLessThan(500);
  expect(signOut.headers().location ?? '').not.toContain('evil.example');
});

test('TRACE, undecodable paths and a % cookie are refused or ignored with a 4xx', async ({ request }) => {
  expect((await request.fetch('/mm', { method: 'TRACE' })).status()).toBe(405);
  for (const path of ['/mm/%E0%A4%A', '/uploads/%E0%A4%A.png', '/mm/%25']) {
    const res = await request.get(path, { maxRedirects: 0 });
    expect(res.status(), path).toBeGreaterThanOrEqual(400);
    expect(res.status(), path).toBeLessThan(500);
  }
  for (const cookie of ['token=%', 'mm_member=%', 'yp_participant=%']) {
    const res = await request.get('/api/admin/get/news?page=1&limit=5', { headers: { cookie } });
    expect(res.status(), cookie).toBe(401);
  }
});

test('a news search for "100%" and a NUL byte answer a page, not an error', async ({ request }) => {
  for (const path of ['/mm/blog/100%25=1', '/en/mm/blog/100%25=1', '/mm/blog/a%00b=1']) {
    const res = await request.get(path);
    expect(res.status(), path).toBeLessThan(500);
  }
});

test('made-up addresses answer 404 with a short lifetime, so no cache keeps them for long', async ({ request }) => {
  // /mw/2023/category/<unknown> still answers 200 'under repair': issue 27.7 makes it a 404.
  for (const path of [`/yp/company/9${Date.now()}`, `/mm/detail/9${Date.now()}`]) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(404);
    const maxAge = Number(/s-maxage=(\d+)/.exec(res.headers()['cache-control'] ?? '')?.[1] ?? 0);
    expect(maxAge, path).toBeLessThanOrEqual(60);
  }
});
