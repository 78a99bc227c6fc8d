import fs from 'node:fs';
import path from 'node:path';
import { encode } from 'next-auth/jwt';
import { expect, test, type APIRequestContext, type APIResponse } from '@playwright/test';
import { devSessionToken } from './support/auth';

/**
 * Every back-office page turns away every request without a live session, whatever the request looks like.
 * The pages are found by walking app/(admin), so a new page is covered without editing this file. Attempts:
 * no cookie; a forged, expired or tampered token; a valid token whose account is gone; and the headers and
 * URLs that have carried requests past a request guard or a layout — x-middleware-subrequest
 * (CVE-2025-29927), RSC and prefetch requests, and a client navigation's router state, for which Next
 * renders only the segments below the layout the browser says it already shows.
 * Turned away: a redirect to /admin/login, or an RSC answer that carries that redirect, a not-found or no
 * rendered element at all — and never any of the back office: shell, account, screen.
 */

const ADMIN_APP = path.join(process.cwd(), 'app', '(admin)');
/** Seeded rows for dynamic segments (e2e/README.md): static page 20, company 1, consultant 1. */
const SEEDED: Record<string, string> = { cid: '20', id: '1' };
const LOGIN = '/admin/login';
/** The seeded admin's position and e-mail, shown in the shell's header, and the shell's main landmark. */
const BACK_OFFICE = ['Систем админ', 'admin@example.com', 'admin-main'];

/** The URL of every page.tsx under app/(admin): route groups dropped, dynamic segments filled with seeded ids. */
function adminPages(dir = ADMIN_APP, url = ''): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isFile()) return entry.name === 'page.tsx' ? [url || '/'] : [];
    if (!entry.isDirectory()) return [];
    const name = entry.name;
    if (/^\(.+\)$/.test(name)) return adminPages(path.join(dir, name), url);
    const param = name.match(/^\[(\w+)\]$/)?.[1];
    if (name.startsWith('[') && !(param && SEEDED[param])) {
      throw new Error(`${path.join(dir, name)}: add a seeded value for this segment to SEEDED in this spec`);
    }
    return adminPages(path.join(dir, name), `${url}/${param ? SEEDED[param] : name}`);
  });
}

const pages = adminPages().filter((p) => p !== LOGIN);

/** A client navigation's router state saying the browser already shows the shell layout (another screen). */
const SHELL_SHOWN = encodeURIComponent(
  JSON.stringify(['', { children: ['(admin)', { children: ['admin', { children: ['(shell)', { children: ['another-screen', { children: ['__PAGE__', {}] }] }] }] }] }]),
);

type Attempt = { name: string; headers?: Record<string, string>; url?: (page: string) => string };

/** Ways of asking for a page that must not matter to whether it is shown. */
const SHAPES: Attempt[] = [
  { name: 'a plain request' },
  ...['middleware', 'proxy', 'src/middleware:middleware:middleware:middleware:middleware', 'middleware:middleware:middleware:middleware:middleware', 'proxy:proxy:proxy:proxy:proxy'].map(
    (value) => ({ name: `x-middleware-subrequest: ${value}`, headers: { 'x-middleware-subrequest': value } }),
  ),
  { name: 'RSC: 1', headers: { rsc: '1' } },
  { name: 'a prefetch (RSC + Next-Router-Prefetch)', headers: { rsc: '1', 'next-router-prefetch': '1' } },
  { name: 'a segment prefetch', headers: { rsc: '1', 'next-router-prefetch': '1', 'next-router-segment-prefetch': '/_tree' } },
  { name: 'a client navigation from another screen (router state)', headers: { rsc: '1', 'next-router-state-tree': SHELL_SHOWN } },
  { name: '?_rsc=abc', url: (page) => `${page}?_rsc=abc` },
  { name: 'the .rsc suffix', url: (page) => `${page}.rsc` },
];

let adminToken: string;
/** Session cookies that must open nothing, by what is wrong with them. */
let refused: Record<string, string | undefined>;
let accountGone: string;

test.beforeAll(async () => {
  const secret = test.info().config.webServer?.env?.AUTH_SECRET;
  if (!secret) throw new Error('playwright.config.ts gives the test server no AUTH_SECRET');
  const sign = (email: string, maxAge?: number) => encode({ token: { email }, secret, maxAge });
  adminToken = await devSessionToken(test.info().project.use.baseURL!);
  accountGone = await sign(`removed-${Date.now()}@example.com`);
  // One character of the encrypted part changed: well-formed, but not what the server signed.
  const at = adminToken.lastIndexOf('.') - 10;
  refused = {
    'no cookie': undefined,
    'a forged token': 'forged.session.token',
    'an expired token': await sign('admin@example.com', -60),
    'a tampered token': adminToken.slice(0, at) + (adminToken[at] === 'A' ? 'B' : 'A') + adminToken.slice(at + 1),
    'a valid token of an account that is gone': accountGone,
  };
});

/** GET as Next's client would send it, following only Next's redirect to the matching `_rsc` value. */
async function ask(request: APIRequestContext, url: string, headers: Record<string, string>): Promise<APIResponse> {
  let res = await request.get(url, { headers, maxRedirects: 0 });
  for (let hop = 0; hop < 2; hop++) {
    const location = res.headers().location;
    if (!location || !(res.status() >= 300 && res.status() < 400)) break;
    const next = new URL(location, 'http://x');
    if (next.pathname !== new URL(url, 'http://x').pathname || !next.searchParams.has('_rsc')) break;
    res = await request.get(`${next.pathname}${next.search}`, { headers, maxRedirects: 0 });
  }
  return res;
}

async function expectTurnedAway(res: APIResponse, what: string) {
  const status = res.status();
  if (status >= 300 && status < 400) {
    expect(new URL(res.headers().location ?? '', 'http://x').pathname, what).toBe(LOGIN);
    return;
  }
  expect(status, what).toBeLessThan(500);
  const body = await res.text();
  for (const marker of BACK_OFFICE) expect(body, `${what} shows "${marker}"`).not.toContain(marker);
  if (status !== 200) return;
  // A 200 is an RSC payload that redirects to the login page, or a page not found, or renders nothing at all
  // (a prefetch of a dynamic page carries only the route's segment names): no React element ["$", …].
  const redirectsOrNotFound = /NEXT_REDIRECT;\w+;\/admin\/login[?;]|NEXT_HTTP_ERROR_FALLBACK;404/.test(body);
  expect(redirectsOrNotFound || !body.includes('["$"'), `${what} renders something: ${body.slice(0, 2000)}`).toBe(true);
}

test('the walk finds the back-office pages', () => {
  expect(pages).toEqual(expect.arrayContaining(['/admin/dashboard', '/admin/accounts', '/admin/edit-static/20', '/admin/yellow/list-company/1']));
});

for (const page of pages) {
  test(`${page} is shown to a live session only`, async ({ request }) => {
    const shown = await request.get(page, { headers: { cookie: `token=${adminToken}` }, maxRedirects: 0 });
    expect(shown.status(), 'the admin session itself').toBe(200);
    expect(await shown.text(), 'the admin session sees the shell').toContain('Систем админ');

    for (const [name, token] of Object.entries(refused)) {
      const res = await request.get(page, { headers: token ? { cookie: `token=${token}` } : {}, maxRedirects: 0 });
      await expectTurnedAway(res, `${page}, ${name}`);
    }
    // Each request shape without a cookie (what the guard sees) and with a valid token of a removed account
    // (which passes the guard, so only the layout's and the page's own checks can refuse it).
    for (const shape of SHAPES) {
      for (const [who, headers] of [
        ['no cookie', {}],
        ['account gone', { cookie: `token=${accountGone}` }],
      ] as const) {
        const res = await ask(request, shape.url?.(page) ?? page, { ...shape.headers, ...headers });
        await expectTurnedAway(res, `${page}, ${shape.name}, ${who}`);
      }
    }
  });
}

test.describe('the accounts screen is for admins', () => {
  for (const [email, role] of [
    ['viewer@example.com', 'a read-only user (role 3)'],
    ['moderator@example.com', 'a moderator (role 1)'],
  ]) {
    test(`${role} sees that the screen is for admins, and no account`, async ({ page, context, baseURL }) => {
      await context.addCookies([{ name: 'token', value: await devSessionToken(baseURL!, email), url: baseURL! }]);
      await page.goto('/admin/accounts');
      await expect(page.getByText('Энэ хуудсыг зөвхөн админ эрхтэй хэрэглэгч үзнэ.')).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expect(page.getByText('admin@example.com')).toHaveCount(0);
      await expect(page.getByRole('grid')).toHaveCount(0);
    });
  }

  test('an admin sees the accounts', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'token', value: adminToken, url: baseURL! }]);
    await page.goto('/admin/accounts');
    await expect(page.getByRole('gridcell', { name: 'moderator@example.com', exact: true })).toBeVisible();
  });
});
