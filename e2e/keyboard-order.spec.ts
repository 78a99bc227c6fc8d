import { expect, test, type Page } from '@playwright/test';

/**
 * Keyboard order on the association's pages (issue 27.5): the skip link first, then the contact bar, the header
 * and its menu; the trade ticker's links only after them, though the ticker is still drawn at the top.
 */
type Stop = { where: 'skip' | 'ticker' | 'header' | 'contact' | 'other'; text: string };

async function tabStops(page: Page, max: number): Promise<Stop[]> {
  const stops: Stop[] = [];
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    stops.push(
      await page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        const text = (el?.getAttribute('aria-label') || el?.textContent || '').trim().slice(0, 40);
        if (!el) return { where: 'other' as const, text };
        if (el.classList.contains('skip-link')) return { where: 'skip' as const, text };
        if (el.closest('section')?.getAttribute('aria-label')?.match(/^(Сүүлийн арилжаа|Recent trades)$/)) return { where: 'ticker' as const, text };
        if (el.closest('header')) return { where: 'header' as const, text };
        if (el.closest('aside')) return { where: 'contact' as const, text };
        return { where: 'other' as const, text };
      }),
    );
    if (stops.at(-1)!.where === 'ticker') break;
  }
  return stops;
}

for (const { url, width, contact, toggle, tickerName } of [
  { url: '/mm', width: 1366, contact: 'Холбоо барих', toggle: 'English', tickerName: 'Сүүлийн арилжаа' },
  { url: '/en/mm', width: 1366, contact: 'Contact', toggle: 'Монгол', tickerName: 'Recent trades' },
  { url: '/mm/about', width: 1280, contact: 'Холбоо барих', toggle: 'English', tickerName: 'Сүүлийн арилжаа' },
]) {
  test(`${url}: skip link, header and menu come before the ticker`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(url);
    // The ticker is still the first thing on screen.
    const ticker = page.getByRole('region', { name: tickerName, exact: true });
    const header = page.locator('header').first();
    expect((await ticker.boundingBox())!.y).toBeLessThan((await header.boundingBox())!.y);

    const stops = await tabStops(page, 60);
    expect(stops[0]!.where).toBe('skip');
    const firstTicker = stops.findIndex((s) => s.where === 'ticker');
    expect(firstTicker, JSON.stringify(stops)).toBeGreaterThan(0);
    const before = stops.slice(0, firstTicker);
    // The language toggle and the whole menu, its last entry included, are reached before the ticker.
    expect(before.some((s) => s.where === 'header' && s.text.includes(toggle)), JSON.stringify(before)).toBe(true);
    expect(before.some((s) => s.where === 'header' && s.text === contact), JSON.stringify(before)).toBe(true);
    // The language toggle is a few Tabs away, not 25.
    expect(before.findIndex((s) => s.text.includes(toggle))).toBeLessThan(10);
  });
}

test('the skip link leads past the header and ticker to the page', async ({ page }) => {
  await page.goto('/mm/about');
  await page.keyboard.press('Tab');
  await expect(page.locator('.skip-link')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('main#main')).toBeFocused();
});

test('Escape closes the phone menu and gives the focus back to its button', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/en/mm/about');
  const menu = page.getByRole('button', { name: 'Menu', exact: true });
  await menu.focus();
  await page.keyboard.press('Enter');
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  const about = page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'About us', exact: true });
  await about.focus();
  await page.keyboard.press('Escape');
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(about).toBeHidden();
  // Not lost to the top of the page with the closed menu: the next Tab goes on from the menu button.
  await expect(menu).toBeFocused();
});

test('Escape closes a dropdown and gives the focus back to its button', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/en/mm/about');
  const media = page.getByRole('button', { name: 'Media' });
  await media.focus();
  await page.keyboard.press('Enter');
  const news = page.getByRole('link', { name: 'Press releases' });
  await news.focus();
  await page.keyboard.press('Escape');
  await expect(news).toBeHidden();
  await expect(media).toBeFocused();
});
