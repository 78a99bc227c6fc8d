import path from 'node:path';
import { expect, test } from '@playwright/test';
import { signInAsAdmin } from './support/auth';
import { e2eDataDir, SITE_TITLES } from './support/env';
import { ADMIN_ROUTES } from './routes';

const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

test.describe('admin screens', () => {
  const stateFile = path.join(e2eDataDir(), `admin-state-${process.pid}.json`);
  test.use({ storageState: stateFile });

  test.beforeAll(async ({ browser }, testInfo) => {
    const page = await browser.newPage({ baseURL: testInfo.project.use.baseURL, storageState: undefined });
    await signInAsAdmin(page);
    await page.context().storageState({ path: stateFile });
    await page.close();
  });

  for (const route of ADMIN_ROUTES) {
    test(route, async ({ page }) => {
      const response = await page.goto(route);
      expect(response?.status(), `${route} answered ${response?.status()}`).toBeLessThan(400);
      await expect(page).toHaveURL(new RegExp(`${route}$`));
      await expect(page).toHaveTitle(new RegExp(SITE_TITLES.admin));
      await expect(page.locator('nav').first()).toBeVisible();
    });
  }
});

test('dev sign-in reaches the dashboard, whose header shows the account', async ({ page }) => {
  await signInAsAdmin(page);
  await expect(page).toHaveTitle(new RegExp(SITE_TITLES.admin));
  await expect(page.getByText('Систем админ').first()).toBeVisible();
});

test.describe('the admin guard', () => {
  test('/admin goes to the login page', async ({ page }) => {
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test('an admin screen without a session goes to the login page', async ({ page }) => {
    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test('the login page with a session goes to the dashboard', async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto('/admin/login');
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
  });

  test('a forged session cookie reaches no admin screen', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'token', value: 'forged.session.token', url: baseURL! }]);
    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL(/\/admin\/login(\?reset=1)?$/);
    await expect(page.getByText('Систем админ')).toHaveCount(0);
    // The cookie that did not verify is dropped, so the login page stays put instead of looping.
    expect((await context.cookies()).find((c) => c.name === 'token')).toBeUndefined();
  });
});

test('the language toggle switches to English and back, and the choice is remembered', async ({ page, context }) => {
  const toggle = (name: RegExp) => page.getByRole('button', { name }).or(page.getByRole('link', { name })).first();
  const localeCookie = async () => (await context.cookies()).find((c) => c.name === 'NEXT_LOCALE');

  await page.goto('/mm');
  await toggle(/English/).click();
  await expect(page).toHaveURL(/\/en\/mm\/?$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const cookie = await localeCookie();
  expect(cookie?.value).toBe('en');
  expect(cookie!.expires * 1000).toBeGreaterThan(Date.now() + YEAR_MS - 2 * 24 * 60 * 60 * 1000);

  await page.goto('/mm');
  await expect(page).toHaveURL(/\/en\/mm\/?$/);

  await toggle(/Монгол/).click();
  await expect(page).toHaveURL(/\/mm\/?$/);
  expect(new URL(page.url()).pathname.startsWith('/en')).toBe(false);
  await expect(page.locator('html')).toHaveAttribute('lang', 'mn');
  expect((await localeCookie())?.value).toBe('mn');
  await page.goto('/mm/about');
  await expect(page).toHaveURL(/\/mm\/about$/);
});

test.describe('unknown paths', () => {
  for (const url of ['/no-such-page', '/mm/no-such-page', '/en/mw/no-such-page']) {
    test(`${url} answers 404 with a way back to /mm`, async ({ page }) => {
      const response = await page.goto(url);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
      await expect(page.locator('a[href="/mm"], a[href="/en/mm"]').first()).toBeVisible();
    });
  }
});

test('/ goes to /mm', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/mm$/);
});

test('GET /api/health answers 200', async ({ request }) => {
  const response = await request.get('/api/health');
  expect(response.status()).toBe(200);
  expect(await response.json()).toMatchObject({ status: 'ok' });
});
