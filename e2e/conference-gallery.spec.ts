import { expect, test } from '@playwright/test';

test('the gallery loads 12 photos at a time until fewer than 12 come back, and a new day starts over', async ({ page }) => {
  await page.goto('/mw/gallery');
  const photos = page.locator('main ul li img');
  const dayOne = await (await page.request.get('/api/mw/get/gallery-by-date?id=1&limit=100&offset=0')).json();
  const total = dayOne.images.length as number;
  expect(total, 'the seed has more than one load of day-1 photos').toBeGreaterThan(12);

  await expect(photos).toHaveCount(12);
  const more = page.getByRole('button', { name: 'Цааш үзэх' });
  while (await more.isVisible()) {
    const before = await photos.count();
    await more.click();
    await expect(photos).not.toHaveCount(before);
  }
  await expect(photos).toHaveCount(total);
  await expect(page.getByText('Энэ өдрийн бүх зургийг үзлээ.')).toBeVisible();

  const dayTwo = await (await page.request.get('/api/mw/get/gallery-by-date?id=2&limit=12&offset=0')).json();
  await page.getByRole('button', { name: /^2-р өдөр/ }).click();
  await expect(page.getByRole('button', { name: /^2-р өдөр/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(photos).toHaveCount(dayTwo.images.length);
});
