import { expect, test } from '@playwright/test';

/** Where the headers' last entries must stay at desktop widths (issue 27.2); that no page scrolls sideways is in public-routes.spec.ts. */
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
