import { describe, expect, it, vi } from 'vitest';
import { NextRequest, NextResponse } from 'next/server';
import { encode } from 'next-auth/jwt';
import proxy from '@/proxy';
import { authSecret } from '@/lib/env';

// next-intl's middleware does not load under plain Node ESM; the admin branch of the proxy never reaches it.
vi.mock('next-intl/middleware', () => ({ default: () => () => NextResponse.next() }));

/**
 * The proxy turns an admin request away unless its session token verifies (signature and expiry), before
 * anything renders. It is the first of three checks (layout, page, API), not the only one.
 */
const request = (path: string, token?: string) =>
  proxy(new NextRequest(`http://localhost:3000${path}`, { headers: token ? { cookie: `token=${token}` } : {} }));
const sign = (email = 'admin@example.com', maxAge?: number) => encode({ token: { email }, secret: authSecret()!, maxAge });

/** One character of the encrypted part changed: still well-formed, no longer what the server signed. */
function tamper(token: string) {
  const at = Math.floor(token.length / 2) + (token[Math.floor(token.length / 2)] === '.' ? 1 : 0);
  return token.slice(0, at) + (token[at] === 'A' ? 'B' : 'A') + token.slice(at + 1);
}

const location = (res: Response) => res.headers.get('location') && new URL(res.headers.get('location')!).pathname;

describe('the proxy and the back-office session', () => {
  it('lets a verifying session through to the page', async () => {
    const res = await request('/admin/dashboard', await sign());
    expect(res.status).toBe(200);
    expect(res.headers.get('x-middleware-next')).toBe('1');
  });

  it.each([
    ['no cookie', async () => undefined],
    ['a forged cookie', async () => 'forged.session.token'],
    ['an expired token', async () => sign('admin@example.com', -60)],
    ['a token signed with another secret', async () => encode({ token: { email: 'admin@example.com' }, secret: 'someone-elses-secret' })],
    ['a tampered token', async () => tamper(await sign())],
  ])('sends %s to the login page', async (_, token) => {
    const res = await request('/admin/dashboard', await token());
    expect(res.status).toBe(307);
    expect(location(res)).toBe('/admin/login');
  });

  it('shows the login page to a cookie that does not verify and drops it, instead of bouncing to the dashboard', async () => {
    const res = await request('/admin/login', 'forged.session.token');
    expect(res.headers.get('location')).toBeNull();
    expect(res.headers.get('set-cookie')).toMatch(/^token=;.*Expires=Thu, 01 Jan 1970/);
  });

  it('sends a verifying session from the login page to the dashboard', async () => {
    const res = await request('/admin/login', await sign());
    expect(location(res)).toBe('/admin/dashboard');
  });
});
