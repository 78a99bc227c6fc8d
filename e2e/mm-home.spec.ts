import { expect, test } from '@playwright/test';
import { SITE_TITLES } from './support/env';

test.describe('the association home page', () => {
  test('shows the banner, recent news, project cards and the shell', async ({ page }) => {
    await page.goto('/mm');
    await expect(page).toHaveTitle(SITE_TITLES.mm);
    await expect(page.getByRole('heading', { level: 1, name: SITE_TITLES.mm })).toBeAttached();
    // Banner: the first picture is in the server's HTML; swiper takes over once the browser is idle.
    const banner = page.getByRole('region', { name: 'Онцлох зургууд' });
    await expect(banner.locator('img').first()).toBeVisible();
    await expect(banner.locator('.swiper-initialized')).toBeAttached({ timeout: 15_000 });
    // Recent news: the six newest items link to their detail pages.
    const recent = page.getByRole('region', { name: 'Сүүлийн мэдээ' });
    await expect(recent.getByRole('article')).toHaveCount(6);
    await expect(recent.getByRole('article').first().getByRole('heading').getByRole('link')).toHaveAttribute('href', /\/mm\/detail\/\d+$/);
    // Project cards lead to /mm/page/20 … 26.
    const projects = page.getByRole('region', { name: 'Төсөл, хөтөлбөр' });
    for (const cid of [20, 21, 22, 23, 24, 25, 26]) await expect(projects.locator(`a[href="/mm/page/${cid}"]`)).toHaveCount(1);
    // Shell: ticker, contact bar, navbar, footer with social links, quick contact.
    await expect(page.getByRole('region', { name: 'Сүүлийн арилжаа' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Үндсэн цэс' })).toBeVisible();
    await expect(page.locator('footer a[href*="facebook.com"]')).toHaveCount(1);
    await expect(page.getByText('Даваа–Баасан 09:00–18:00').first()).toBeVisible();
    // Structured data: the association as an Organization.
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(jsonLd.map((text) => JSON.parse(text)['@type'])).toContain('Organization');
  });

  test('for a visitor who prefers reduced motion the banner stands still, and swiper comes only when reached for', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/mm');
    const banner = page.getByRole('region', { name: 'Онцлох зургууд' });
    await expect(banner.locator('img').first()).toBeVisible();
    // Past the moment a playing banner fetches swiper (1.5 s before its first slide change at 5 s).
    await page.waitForTimeout(4_500);
    await expect(banner.locator('.swiper-initialized')).toHaveCount(0);
    await banner.hover();
    await expect(banner.locator('.swiper-initialized')).toBeAttached({ timeout: 15_000 });
  });

  test('the ticker pauses on hover and with its switch', async ({ page }) => {
    await page.goto('/mm');
    const ticker = page.getByRole('region', { name: 'Сүүлийн арилжаа' });
    const track = ticker.locator('ul').first();
    await expect(track).toHaveCSS('animation-play-state', 'running');
    await ticker.hover();
    await expect(track).toHaveCSS('animation-play-state', 'paused');
    await page.mouse.move(5, 700);
    const pause = ticker.getByRole('checkbox', { name: 'Түр зогсоох' });
    await pause.check();
    await pause.evaluate((el) => (el as HTMLElement).blur());
    await page.mouse.move(5, 700);
    await expect(track).toHaveCSS('animation-play-state', 'paused');
  });

  test('back-to-top appears after 200 px of scrolling and brings the page back up', async ({ page }) => {
    await page.goto('/mm');
    const button = page.getByRole('button', { name: 'Дээш буцах' });
    await expect(button).toHaveCount(0);
    await page.mouse.wheel(0, 1200);
    await expect(button).toBeVisible();
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(button).toHaveCount(0);
  });

  test('the English home carries the English name in its title and description', async ({ page }) => {
    await page.goto('/en/mm');
    await expect(page).toHaveTitle('Mongolian National Mining Association');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Mongolian National Mining Association/);
    await expect(page.locator('link[rel="alternate"][hreflang="mn"]')).toHaveAttribute('href', /\/mm$/);
    await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute('href', /\/mm$/);
    await expect(page.getByRole('heading', { name: 'Recent News' })).toBeVisible();
  });
});
