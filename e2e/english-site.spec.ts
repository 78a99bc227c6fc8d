import { expect, test, type Page } from '@playwright/test';
import { signInAsAdmin } from './support/auth';
import { latestCode } from './support/mail';
import { PNG_FILE } from './assessment-files';

/*
 * The English site is English (issue 27, item 1). Every browser here prefers Mongolian (playwright.config.ts:
 * locale mn-MN), so an English answer proves the page's own language decides, not Accept-Language.
 */

const CYRILLIC = /[\u0400-\u04FF]/;
const wrongOf = (code: string) => (code === '000000' ? '111111' : '000000');

test.describe('server messages on /en pages are English', () => {
  test('a wrong member code on /en/mm/member-assessment', async ({ page }) => {
    const email = `e2e-en-member-${Date.now()}@example.com`;
    await signInAsAdmin(page);
    const res = await page.request.post('/api/admin/insert/member-companies', { multipart: { name: `E2E English ${Date.now()}`, email, active: 'true', image: PNG_FILE } });
    expect(res.ok(), await res.text()).toBeTruthy();
    await page.context().clearCookies();

    await page.goto('/en/mm/member-assessment');
    const sent = new Date();
    await page.getByLabel('E-mail address').fill(email);
    await page.getByRole('button', { name: 'Get a code' }).click();
    const code = await latestCode(email, sent);
    await page.getByRole('textbox', { name: 'Code digit 1' }).click();
    await page.keyboard.type(wrongOf(code));
    await page.keyboard.press('Enter');
    await expect(page.getByText(/^Wrong verification code\. Attempts left: \d\.$/)).toBeVisible();
    await expect(page.getByText(/Баталгаажуулах код буруу байна/)).toHaveCount(0);
  });

  test('a wrong meeting sign-in code on /en/yellow-page/meeting/login', async ({ page }) => {
    // A participant no other spec signs in, so this code voids nobody else's.
    const email = 'participant9@example.com';
    await page.goto('/en/yellow-page/meeting/login');
    const sent = new Date();
    await page.getByLabel('E-mail').fill(email);
    await page.getByRole('button', { name: 'Send verification code' }).click();
    const code = await latestCode(email, sent);
    await page.getByRole('textbox', { name: 'Digit 1' }).click();
    await page.keyboard.type(wrongOf(code));
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText(/^Wrong verification code\. Attempts left: \d\.$/)).toBeVisible();
  });

  test('an API error asked for in English answers in English', async ({ request }) => {
    const res = await request.get('/api/mm/check/email?email=&lang=en');
    expect(res.status()).toBe(400);
    expect((await res.json()).error).toBe('Please enter your e-mail address.');
  });
});

async function titleOf(page: Page, path: string) {
  // The title is in the server's HTML: no need to wait for pictures and scripts.
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  return page.title();
}

test.describe('English tab titles use the English site names', () => {
  test('the three home pages', async ({ page }) => {
    expect(await titleOf(page, '/en/mm')).toBe('Mongolian National Mining Association');
    expect(await titleOf(page, '/en/mw')).toBe('Mining Week');
    expect(await titleOf(page, '/en/yp')).toBe('Mongolian Mining Directory');
  });

  test('inner pages end with the English site name', async ({ page }) => {
    expect(await titleOf(page, '/en/mm/about')).toBe('About us | Mongolian National Mining Association');
    expect(await titleOf(page, '/en/yp/category/0101')).toMatch(/^[^\u0400-\u04FF]+ \| Mongolian Mining Directory$/);
  });

  test('/en/mw/2023 shows the maintenance notice in English', async ({ page }) => {
    await page.goto('/en/mw/2023');
    const notice = page.getByRole('status');
    await expect(notice).toContainText('under maintenance');
    expect(await notice.innerText()).not.toMatch(CYRILLIC);
  });
});
