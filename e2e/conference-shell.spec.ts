import { expect, test } from '@playwright/test';

/**
 * The /mw frame's parts that render from small data (issue 23.3) still show a visitor without JavaScript, or a
 * crawler, all they did: the sponsor logos (drawn by the strip's client component) and the social badges.
 */
test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the sponsor strip shows every sponsor logo, named, through the image optimizer', async ({ page, request }) => {
    await page.goto('/mw');
    const logos = page.getByRole('region', { name: 'Ивээн тэтгэгчид' }).getByRole('img');
    expect(await logos.count(), 'the seed has sponsors').toBeGreaterThan(5);
    for (const logo of await logos.all()) {
      expect(await logo.getAttribute('alt')).toMatch(/\S/);
      // A 120-px logo: the widths next/image picks for it, 128 for 1× screens and 256 for 2× ones.
      const src = (await logo.getAttribute('src'))!;
      expect(src).toMatch(/^\/_next\/image\?url=[^&]+&w=128&q=75$/);
      expect(await logo.getAttribute('srcset')).toBe(`${src.replace('w=128', 'w=256')} 2x`);
      expect((await request.get(src)).ok(), `${src} is served`).toBe(true);
    }
  });

  test('the footer names each social link by its brand on a badge of the same size', async ({ page }) => {
    await page.goto('/mw');
    const facebook = page.getByRole('contentinfo').getByRole('link', { name: 'Facebook' });
    await expect(facebook).toHaveAttribute('href', /facebook\.com/);
    await expect(facebook.locator('svg')).toHaveCSS('width', '40px');
    await expect(facebook.locator('svg text')).toHaveCSS('text-anchor', 'middle');
  });
});

test('the 2023 news search, an island with its own strings, sends the term to the association news', async ({ page }) => {
  await page.goto('/mw/2023/news');
  const search = page.getByRole('complementary');
  await search.getByRole('searchbox', { name: 'Мэдээ хайх' }).fill('нүүрс');
  await search.getByRole('button', { name: 'Хайх' }).click();
  await expect(page).toHaveURL(/\/mm\/blog\/[^/]+=1$/);
});
