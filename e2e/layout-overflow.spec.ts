import { expect, test } from '@playwright/test';
import { signInAsAdmin } from './support/auth';

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

test.describe('a long unbroken word in a news title (a web address, a code) on a phone (360 px)', () => {
  /** A real (decodable) 1×1 PNG: the public pages pass covers through the image optimizer. */
  const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
  const WORD = `www.mongolianmining.mn/мэдээ/уурхайнсалбарынтайлан${Date.now()}`;

  test('wraps inside the page instead of widening it: the directory home, the news list and the news page', async ({ page }) => {
    await signInAsAdmin(page);
    const answer = await page.request.post('/api/admin/insert/news', {
      multipart: {
        image: { name: 'cover.png', mimeType: 'image/png', buffer: PNG },
        title: WORD,
        title_en: WORD,
        summary: 'Урт үгтэй гарчиг',
        summary_en: 'A title with a long word',
        text: '<p>Туршилт.</p>',
        text_en: '<p>Test.</p>',
        category_cid: '8',
        publisher: 'e2e',
        news_status: 'true',
        yellow_book: 'true',
      },
    });
    expect(answer.ok()).toBe(true);
    const { news } = (await answer.json()) as { news: { id: number } };
    try {
      await page.setViewportSize({ width: 360, height: 740 });
      for (const path of ['/yellow-page', '/mm/blog/8=1', `/mm/detail/${news.id}`]) {
        await expect.poll(async () => (await page.goto(path), await page.getByText(WORD).count()), { message: `${path} lists the item` }).toBeGreaterThan(0);
        expect(await page.evaluate(() => document.documentElement.scrollWidth), `${path} is no wider than the phone`).toBeLessThanOrEqual(360);
      }
    } finally {
      await page.request.delete(`/api/admin/delete/news?id=${news.id}`);
    }
  });
});
