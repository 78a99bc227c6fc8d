import { expect, request, type Page } from '@playwright/test';

/**
 * Signs in to the back office with the development sign-in (AUTH_DEV_LOGIN=true on the test server) and
 * waits for the dashboard. Uses the login form when it is there, else next-auth's credentials endpoint.
 * The seeded accounts: admin@example.com (role 2), moderator@example.com (1), viewer@example.com (3).
 */
export async function signInAsAdmin(page: Page, email = 'admin@example.com') {
  await page.goto('/admin/login');
  const emailField = page.getByLabel('И-мэйл');
  if (await emailField.isVisible().catch(() => false)) {
    await emailField.fill(email);
    await page.getByRole('button', { name: 'Нэвтрэх', exact: true }).click();
  } else {
    // page.request shares the browser context's cookies, so the session cookie lands in the browser.
    const { csrfToken } = (await (await page.request.get('/api/auth/csrf')).json()) as { csrfToken: string };
    const res = await page.request.post('/api/auth/callback/dev', { form: { csrfToken, email, json: 'true', callbackUrl: '/admin/dashboard' } });
    expect(res.ok(), `dev sign-in for ${email} answered ${res.status()}`).toBeTruthy();
    await page.goto('/admin/dashboard');
  }
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

/**
 * The `token` cookie value of a fresh development sign-in, made outside any page: the server records the
 * session, so it works exactly like a browser's until signed out (a JWT signed by the test would name none).
 */
export async function devSessionToken(baseURL: string, email = 'admin@example.com'): Promise<string> {
  const ctx = await request.newContext({ baseURL });
  try {
    const { csrfToken } = (await (await ctx.get('/api/auth/csrf')).json()) as { csrfToken: string };
    await ctx.post('/api/auth/callback/dev', { form: { csrfToken, email, json: 'true', callbackUrl: '/admin/dashboard' }, maxRedirects: 0 });
    const token = (await ctx.storageState()).cookies.find((c) => c.name === 'token')?.value;
    if (!token) throw new Error(`dev sign-in for ${email} gave no session cookie`);
    return token;
  } finally {
    await ctx.dispose();
  }
}
