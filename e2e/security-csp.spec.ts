import { expect, test, type Page } from '@playwright/test';
import { signInAsAdmin } from './support/auth';

/**
 * The Content-Security-Policy in a real browser: public pages (cached, no nonce) and the back office
 * (strict, per-request nonce) both work — Next's own scripts run, client islands hydrate — and the browser
 * reports no CSP violation, no script error. (A resource that fails to load is another spec's business: a
 * resource the policy blocks shows up as a violation.)
 */

type Watch = { problems: string[] };

function watch(page: Page): Watch {
  const w: Watch = { problems: [] };
  page.on('console', (m) => {
    if (m.type() === 'error' && !m.text().startsWith('Failed to load resource')) w.problems.push(`console: ${m.text()}`);
  });
  page.on('pageerror', (e) => w.problems.push(`page error: ${e.message}`));
  return w;
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI}`));
  });
});

/** Next's inline RSC payload ran and React hydrated. */
async function expectHydrated(page: Page) {
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => Array.isArray((self as unknown as { __next_f?: unknown[] }).__next_f))).toBe(true);
}

test('public pages carry the public policy and run without a violation', async ({ page }) => {
  const w = watch(page);
  for (const path of ['/mm', '/en/mm/about', '/mm/contact', '/mw', '/yp/company/1', '/yellow-page/meeting/login']) {
    const res = await page.goto(path);
    const policy = res?.headers()['content-security-policy'] ?? '';
    expect(policy, path).toContain("script-src 'self' 'unsafe-inline'");
    expect(policy, path).toContain("frame-ancestors 'self'");
    expect(res?.headers()['x-content-type-options']).toBe('nosniff');
    await expectHydrated(page);
  }
  expect(w.problems).toEqual([]);
});

test('a client island works under the public policy (the language toggle)', async ({ page }) => {
  const w = watch(page);
  await page.goto('/mm');
  const toggle = page.getByRole('button', { name: /English/ }).or(page.getByRole('link', { name: /English/ })).first();
  await toggle.click();
  await expect(page).toHaveURL(/\/en\/mm/);
  expect(w.problems).toEqual([]);
});

test('the back office runs under a nonce policy: sign-in, dashboard and the editor work', async ({ page }) => {
  const w = watch(page);
  const login = await page.goto('/admin/login');
  const policy = login?.headers()['content-security-policy'] ?? '';
  expect(policy).toMatch(/script-src 'self' 'nonce-[^']+' 'strict-dynamic'/);
  const nonce = policy.match(/'nonce-([^']+)'/)![1];
  // Every script element Next rendered carries this response's nonce.
  const scripts = await page.locator('script').evaluateAll((els) => els.map((el) => (el as HTMLScriptElement).nonce));
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.every((n) => n === nonce)).toBe(true);

  await signInAsAdmin(page); // the login form posts through next-auth's client script: it ran
  await expectHydrated(page);
  await page.goto('/admin/add-news');
  await expect(page.getByRole('textbox', { name: 'Дэлгэрэнгүй' }).first()).toBeVisible();
  expect(w.problems).toEqual([]);
});

test('back-office forms validated with zod raise no CSP violation (zod does not probe for eval)', async ({ page }) => {
  const w = watch(page);
  await signInAsAdmin(page);
  // Each screen builds its zod object schemas when it loads: the agenda, the meeting days and the directory's company form.
  for (const path of ['/admin/week/agenda', '/admin/yellow/meeting-info', '/admin/yellow/add']) {
    await page.goto(path);
    await expectHydrated(page);
  }
  expect(w.problems).toEqual([]);
});

test('a script injected into a back-office page (no nonce) is blocked, inline handlers too', async ({ page }) => {
  await signInAsAdmin(page);
  // Tamper with the HTML on its way to the browser, keeping the server's headers: what a stored XSS would do.
  await page.route('**/admin/dashboard', async (route) => {
    const res = await route.fetch();
    const html = (await res.text()).replace('</body>', '<script>window.__ran=1</script><img src="/x.png" onerror="window.__ran=2"></body>');
    await route.fulfill({ response: res, body: html });
  });
  const violations: string[] = [];
  page.on('console', (m) => {
    if (m.text().includes('Content Security Policy')) violations.push(m.text());
  });
  await page.goto('/admin/dashboard');
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => (window as unknown as { __ran?: number }).__ran)).toBeUndefined();
  expect(violations.some((v) => v.includes('inline script'))).toBe(true);
  expect(violations.some((v) => v.includes('inline event handler'))).toBe(true);
  await expect(page.getByRole('heading').first()).toBeVisible(); // the page itself still works
});
