import { expect, test } from '@playwright/test';

test.describe('a news item /mm/detail/{id}', () => {
  test('shows title, publisher, date, body and share links for its own address', async ({ page }) => {
    await page.goto('/mm/blog/8=1');
    const first = page.locator('#blog-title').locator('..').getByRole('article').first().getByRole('heading').getByRole('link');
    const title = (await first.textContent())!.trim();
    await first.click();
    await expect(page).toHaveURL(/\/mm\/detail\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText(/Нийтлэгч:/)).toBeVisible();
    await expect(page.getByText(/Нийтэлсэн огноо: \d{4}-\d{2}-\d{2}/)).toBeVisible();
    // The shared address is the page's canonical URL.
    const canonical = (await page.locator('link[rel="canonical"]').getAttribute('href'))!;
    expect(canonical).toMatch(new RegExp(`${new URL(page.url()).pathname}$`));
    const address = encodeURIComponent(canonical);
    const share = page.getByRole('region', { name: 'Хуваалцах' });
    const facebook = share.getByRole('link', { name: /Facebook/ });
    await expect(facebook).toHaveAttribute('href', `https://www.facebook.com/sharer/sharer.php?u=${address}`);
    await expect(facebook).toHaveAttribute('target', '_blank');
    await expect(share.getByRole('link', { name: /Twitter/ })).toHaveAttribute('href', `https://twitter.com/intent/tweet?url=${address}&text=${encodeURIComponent(title)}`);
    await expect(share.getByRole('link', { name: 'Имэйлээр илгээх' })).toHaveAttribute(
      'href',
      `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(`${title}\n${canonical}`)}`,
    );
    // Open Graph uses the item's share image (its title drawn on it, issue 24.6), versioned by the last edit.
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /\/mm\/share-image\/news\/\d+\?v=\d+$/);
  });

  test('a missing item answers 404 with “Мэдээ олдсонгүй” / “No News Found”', async ({ page }) => {
    const mn = await page.goto('/mm/detail/987654');
    expect(mn?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Мэдээ олдсонгүй' })).toBeVisible();
    const en = await page.goto('/en/mm/detail/987654');
    expect(en?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'No News Found' })).toBeVisible();
  });
});
