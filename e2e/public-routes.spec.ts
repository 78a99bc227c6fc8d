import { expect, test, type Page } from '@playwright/test';
import { PUBLIC_ROUTES, expectedTitle } from './routes';

/**
 * Every public route of the specs' route tables, in both languages, loaded once and checked for what each page
 * owes a visitor: it answers, it sits in its site's shell under its site's title in its own language (an English
 * title carries no Mongolian site name, issue 27.1), and at none of the widths visitors were seen with does it
 * scroll sideways (issue 27.2); where it does, the message names what sticks out.
 */
const WIDTHS = [1280, 1366, 1536, 360, 320];

/** Two animation frames after a resize: the browser has laid the page out again and resize listeners have run. */
function settled(page: Page) {
  return page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))));
}

async function overflow(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const wide = document.documentElement.scrollWidth;
    const culprits: string[] = [];
    if (wide > width) {
      for (const el of document.body.querySelectorAll('*')) {
        const box = el.getBoundingClientRect();
        if (box.width > 0 && box.right > width + 1) culprits.push(`${el.tagName.toLowerCase()}.${String(el.getAttribute('class') ?? '').split(' ')[0]} → ${Math.round(box.right)}px`);
        if (culprits.length === 5) break;
      }
    }
    return { width, wide, culprits };
  });
}

for (const locale of ['mn', 'en'] as const) {
  for (const { path, site } of PUBLIC_ROUTES) {
    const url = locale === 'mn' ? path : `/en${path}`;
    test(`${decodeURIComponent(url)}: in its shell and title, 320–1536 px without sideways scrolling`, async ({ page }) => {
      await page.setViewportSize({ width: WIDTHS[0]!, height: 900 });
      const response = await page.goto(url);
      expect(response?.status(), `${url} answered ${response?.status()}`).toBeLessThan(400);
      await expect(page).toHaveTitle(expectedTitle(site, locale));
      // A news search's title carries the Mongolian search term itself.
      if (locale === 'en' && !path.includes('%')) expect(await page.title(), url).not.toMatch(/Ассоциаци|нэгдсэн лавлах/);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.locator('header, nav').first()).toBeVisible();
      await expect(page.locator('footer').first()).toBeAttached();

      // One load, then the window is resized through every width: CSS media queries and matchMedia listeners
      // follow a resize as they follow a load.
      await page.waitForLoadState('load');
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        await settled(page);
        const { width: inner, wide, culprits } = await overflow(page);
        expect.soft(wide, `${url} at ${width}px is ${wide}px wide: ${culprits.join(', ')}`).toBeLessThanOrEqual(inner);
      }
    });
  }
}
