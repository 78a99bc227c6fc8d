import { describe, expect, it, vi } from 'vitest';
import { NextRequest, NextResponse } from 'next/server';
import { encode } from 'next-auth/jwt';
import { pathToRegexp } from 'next/dist/compiled/path-to-regexp';
import proxy from '@/proxy';
import { authSecret } from '@/lib/env';
import { contentSecurityPolicy } from '@/lib/security/csp';
import { securityHeaderRules } from '@/lib/security/headers';
import { stampRequest } from '@/lib/security/edge.mjs';

// next-intl's middleware does not load under plain Node ESM; the admin branch of the proxy never reaches it.
vi.mock('next-intl/middleware', () => ({ default: () => () => NextResponse.next() }));

const directive = (policy: string, name: string) =>
  policy
    .split(';')
    .map((d) => d.trim())
    .find((d) => d.split(' ')[0] === name);

/**
 * The headers next.config.ts gives a path, as Next applies them (a later rule with the same key wins), to a
 * request as the edge hands it over: `https` is PUBLIC_URL's scheme, `sent` what the client wrote.
 */
function headersFor(path: string, { production = true, https = false, sent = {} as Record<string, string> } = {}) {
  const req = { headers: { ...sent } as Record<string, string | undefined>, socket: { remoteAddress: '192.0.2.1' } };
  stampRequest(req as never, { hops: 0, httpsSite: https });
  const out = new Map<string, string>();
  for (const rule of securityHeaderRules(production)) {
    if (!pathToRegexp(rule.source, [], { strict: true, sensitive: false, delimiter: '/' }).test(path)) continue;
    if (rule.has?.some((h) => req.headers[h.key.toLowerCase()] !== h.value)) continue;
    for (const h of rule.headers) out.set(h.key, h.value);
  }
  return out;
}

const nonceOf = (policy: string | null) => policy?.match(/'nonce-([A-Za-z0-9+/=]+)'/)?.[1];

describe('public pages (cached): a CSP without nonce that still confines scripts to our origin', () => {
  const policy = contentSecurityPolicy();

  it('allows only our own scripts and the inline ones Next writes into cached HTML', () => {
    expect(directive(policy, 'script-src')).toBe("script-src 'self' 'unsafe-inline'");
    expect(directive(policy, 'default-src')).toBe("default-src 'self'");
  });

  it('forbids framing by other sites, <base> hijacking and form posts elsewhere', () => {
    expect(directive(policy, 'frame-ancestors')).toBe("frame-ancestors 'self'");
    expect(directive(policy, 'base-uri')).toBe("base-uri 'self'");
    expect(directive(policy, 'form-action')).toBe("form-action 'self'");
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self'");
  });

  it('asks for upgraded subresources only when served over https', () => {
    expect(policy).not.toContain('upgrade-insecure-requests');
    expect(contentSecurityPolicy({ https: true })).toContain('upgrade-insecure-requests');
  });

  it("admits Google's sign-in script only where the sign-in button is", () => {
    expect(policy).not.toContain('accounts.google.com');
    expect(directive(contentSecurityPolicy({ googleSignIn: true }), 'script-src')).toContain('https://accounts.google.com/gsi/client');
  });
});

describe('next.config.ts headers', () => {
  it('every response gets nosniff, a referrer policy, a permissions policy and no framing by others', () => {
    for (const path of ['/mm', '/admin/login', '/api/mm/get/news', '/uploads/x.png']) {
      const headers = headersFor(path);
      expect(headers.get('X-Content-Type-Options')).toBe('nosniff');
      expect(headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
      expect(headers.get('Permissions-Policy')).toContain('camera=()');
      expect(headers.get('X-Frame-Options')).toBe('SAMEORIGIN');
    }
  });

  it('lets only the check-in page use the camera, for our own origin', () => {
    expect(headersFor('/admin/week/check-in').get('Permissions-Policy')).toContain('camera=(self)');
    expect(headersFor('/admin/week/check-in').get('Permissions-Policy')).toContain('microphone=()');
    expect(headersFor('/admin/week/register').get('Permissions-Policy')).toContain('camera=()');
  });

  it('HSTS in production on an https site only', () => {
    expect(headersFor('/mm', { https: true }).get('Strict-Transport-Security')).toMatch(/max-age=\d{8}/);
    expect(headersFor('/mm').has('Strict-Transport-Security')).toBe(false);
    expect(headersFor('/mm', { https: true, production: false }).has('Strict-Transport-Security')).toBe(false);
  });

  it('a client cannot turn on the https variants (which a shared cache would pass to every visitor)', () => {
    const attempts: Record<string, string>[] = [{ 'x-forwarded-proto': 'https' }, { 'x-mining-https-site': '1' }, { forwarded: 'proto=https' }];
    for (const sent of attempts) {
      const headers = headersFor('/mm', { sent });
      expect(headers.get('Content-Security-Policy')).toBe(contentSecurityPolicy());
      expect(headers.has('Strict-Transport-Security')).toBe(false);
    }
  });

  it('public pages, English pages and the 404 page get the public CSP; /admin and /uploads carry their own', () => {
    for (const path of ['/', '/mm', '/en/mm/about', '/mw/2023/news/3=1', '/yp/category/0403', '/no-such-page'])
      expect(headersFor(path).get('Content-Security-Policy')).toBe(contentSecurityPolicy());
    for (const path of ['/admin', '/admin/login', '/admin/dashboard', '/uploads/0123.png']) expect(headersFor(path).has('Content-Security-Policy')).toBe(false);
  });

  it('on an https site (PUBLIC_URL) in production the public CSP upgrades http subresources', () => {
    expect(headersFor('/mm', { https: true }).get('Content-Security-Policy')).toBe(contentSecurityPolicy({ https: true }));
    expect(headersFor('/mm', { https: true, production: false }).get('Content-Security-Policy')).toBe(contentSecurityPolicy());
  });

  it("the meetings pages (both languages) admit Google's sign-in", () => {
    for (const path of ['/yellow-page/meeting/login', '/en/yellow-page/meeting/login'])
      expect(headersFor(path).get('Content-Security-Policy')).toBe(contentSecurityPolicy({ googleSignIn: true }));
  });
});

describe('back office: a strict nonce-based CSP set per request by proxy.ts', () => {
  const admin = (path: string, cookie?: string) =>
    proxy(new NextRequest(`http://localhost:3000${path}`, { headers: cookie ? { cookie } : {} }));

  it('the login page gets a policy whose scripts need this response’s nonce', async () => {
    const res = await admin('/admin/login');
    const policy = res.headers.get('Content-Security-Policy')!;
    expect(directive(policy, 'script-src')).toMatch(/^script-src 'self' 'nonce-[A-Za-z0-9+/=]{24}' 'strict-dynamic'$/);
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(directive(policy, 'object-src')).toBe("object-src 'none'");
    expect(directive(policy, 'frame-ancestors')).toBe("frame-ancestors 'self'");
  });

  it('hands the same policy to Next on the request, so Next puts the nonce on its scripts', async () => {
    const res = await admin('/admin/dashboard', `token=${await encode({ token: { email: 'admin@example.com' }, secret: authSecret()! })}`);
    expect(res.headers.get('x-middleware-override-headers')).toContain('content-security-policy');
    expect(res.headers.get('x-middleware-request-content-security-policy')).toBe(res.headers.get('Content-Security-Policy'));
  });

  it('a fresh nonce for every request', async () => {
    const nonces = new Set<string | undefined>();
    for (let i = 0; i < 5; i++) nonces.add(nonceOf((await admin('/admin/login')).headers.get('Content-Security-Policy')));
    expect(nonces.size).toBe(5);
    expect(nonces.has(undefined)).toBe(false);
  });

  it('a stale cookie dropped on the login page still gets the strict policy', async () => {
    const res = await admin('/admin/login?reset=1', 'token=stale');
    expect(nonceOf(res.headers.get('Content-Security-Policy'))).toBeDefined();
  });
});
