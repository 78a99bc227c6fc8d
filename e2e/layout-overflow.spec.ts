import { expect, test, type Page } from '@playwright/test';
import { PUBLIC_ROUTES } from './routes';

/**
 * No public page scrolls sideways (issue 27.2): every route of the route tables, in both languages, at the
 * widths visitors were seen with. Where a page is wider than the window, the message names what sticks out.
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
  for (const { path } of PUBLIC_ROUTES) {
    const url = locale === 'mn' ? path : `/en${path}`;
    // One load per route and language, then the window is resized through every width (CSS media queries and
    // matchMedia listeners follow a resize as they follow a load): a fifth of the page loads of one test per width.
    test(`${url} fits 320–1536 px without sideways scrolling`, async ({ page }) => {
      await page.setViewportSize({ width: WIDTHS[0]!, height: 900 });
      const response = await page.goto(url);
      expect(response?.status(), url).toBeLessThan(500);
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

test.describe('the headers at desktop widths', () => {
  for (const width of [1280, 1366, 1536]) {
    for (const locale of ['mn', 'en'] as const) {
      test(`/mw at ${width}px in ${locale}: Register is fully visible`, async ({ page }) => {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(locale === 'mn' ? '/mw' : '/en/mw');
        const register = page.locator('header').getByRole('link', { name: locale === 'mn' ? 'Бүртгүүлэх' : 'Register' });
        await expect(register).toBeInViewport({ ratio: 1 });
      });
    }

    test(`/mm at ${width}px: the association menu stays on one row ('Холбоо барих' included)`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/mm');
      const menu = page.getByRole('navigation', { name: 'Үндсэн цэс' });
      const first = await menu.getByRole('link', { name: 'Нүүр', exact: true }).boundingBox();
      const last = await menu.getByRole('link', { name: 'Холбоо барих', exact: true }).boundingBox();
      expect(last!.y).toBe(first!.y);
    });
  }
});
