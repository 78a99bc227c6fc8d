import { describe, expect, it } from 'vitest';
import { encode } from 'next-auth/jwt';
import { adminTables } from '@/lib/api/tables';
import { adminCookie, call } from '../support/api';
import { SESSION_COOKIE } from '@/lib/auth/cookie';

/**
 * Every back-office API route, read from the route tables themselves, so a new route is covered without
 * editing this test. The dispatcher authorizes before it validates, so no valid body is needed.
 */
const routes = adminTables.flatMap((table) =>
  table.routes.filter((r) => r.access !== 'session').map((r) => ({ ...r, url: `${table.prefix}${r.path}` })),
);
const writes = routes.filter((r) => r.method !== 'GET');
const accountRoutes = routes.filter((r) => r.access === 'accounts');

describe('back-office API access control', () => {
  it('covers the routes of every admin table', () => {
    expect(routes.length).toBeGreaterThan(0);
  });

  it.each(routes.map((r) => [r.method, r.url] as const))('%s %s needs a session (401)', async (method, url) => {
    expect((await call(method, url)).status).toBe(401);
  });

  it.each(routes.map((r) => [r.method, r.url] as const))('%s %s refuses an expired session (401)', async (method, url) => {
    const token = await encode({ token: { email: 'admin@example.com' }, secret: process.env.AUTH_SECRET ?? 'development-only-secret', maxAge: -60 });
    expect((await call(method, url, { cookie: `${SESSION_COOKIE}=${token}` })).status).toBe(401);
  });

  it.each(routes.map((r) => [r.method, r.url] as const))('%s %s refuses a token signed with another secret (401)', async (method, url) => {
    const token = await encode({ token: { email: 'admin@example.com' }, secret: 'someone-elses-secret' });
    expect((await call(method, url, { cookie: `${SESSION_COOKIE}=${token}` })).status).toBe(401);
  });

  it.each(writes.map((r) => [r.method, r.url] as const))('%s %s is refused to a read-only user (403)', async (method, url) => {
    expect((await call(method, url, { cookie: await adminCookie(3) })).status).toBe(403);
  });

  it.each(accountRoutes.map((r) => [r.method, r.url] as const))('%s %s is refused to a moderator (403)', async (method, url) => {
    expect((await call(method, url, { cookie: await adminCookie(1) })).status).toBe(403);
  });

  it.each(writes.map((r) => [r.method, r.url] as const))('%s %s refuses a write from another origin (403)', async (method, url) => {
    const res = await call(method, url, { cookie: await adminCookie(2), headers: { origin: 'https://evil.example' } });
    expect(res.status).toBe(403);
  });
});
