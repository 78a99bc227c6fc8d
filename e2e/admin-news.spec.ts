import { expect, test, type Page } from '@playwright/test';
import { signInAsAdmin } from './support/auth';

/** A real (decodable) 1×1 PNG: the public pages pass covers through the image optimizer. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const image = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });

const mongolian = (page: Page) => page.getByRole('group', { name: 'Монгол хэл' });

test('an admin writes a news item with an image, sees it on the site, edits it and deletes it', async ({ page }) => {
  // A whole journey (two uploads, four public pages, an edit and a delete): 38 s of the default 45 s on a 2-core CI host.
  test.setTimeout(90_000);
  const title = `Е2Е мэдээ ${Date.now()}`;
  await signInAsAdmin(page);

  // Write: every rule of the form in the spec's order, then a complete item.
  await page.goto('/admin/add-news');
  await page.getByRole('button', { name: 'Нэмэх', exact: true }).click();
  await expect(page.locator('main').getByRole('alert')).toHaveText('Нүүр зураг оруулна уу');
  await page.getByLabel('Нүүр зураг').setInputFiles(image('cover.png'));
  await expect(page.getByRole('img', { name: 'Сонгосон зургийн урьдчилсан харагдац' })).toBeVisible();
  await page.getByRole('button', { name: 'Нэмэх', exact: true }).click();
  await expect(page.locator('main').getByRole('alert')).toHaveText('Мэдээний агуулгыг оруулна уу');

  await mongolian(page).getByRole('textbox', { name: 'Гарчиг', exact: true }).fill(title);
  await mongolian(page).getByRole('textbox', { name: 'Хураангуй' }).fill('Туршилтын хураангуй');
  const body = mongolian(page).getByRole('textbox', { name: 'Дэлгэрэнгүй' });
  await body.click();
  await body.pressSequentially('Уул уурхайн салбарын мэдээ.');
  await page.getByTestId('news-text-image-input').setInputFiles(image('inline.png'));
  await expect(body.locator('img[src^="/uploads/"]')).toBeVisible();

  await page.getByRole('button', { name: 'Нэмэх', exact: true }).click();
  await expect(page.locator('main').getByRole('alert')).toHaveText('Төрөл сонгоно уу');
  await page.getByLabel('Төрөл').selectOption('8');
  await page.getByRole('group', { name: 'Төлөв' }).getByLabel('Идэвхтэй').check();
  await page.getByRole('button', { name: 'Нэмэх', exact: true }).click();
  await expect(page.locator('main').getByRole('alert')).toHaveText('Лавлах сайт дээр нийтлэх эсэхийг сонгоно уу');
  await page.getByRole('group', { name: 'Лавлах сайт дээр нийтлэх эсэх' }).getByLabel('Үгүй').check();
  await page.getByRole('button', { name: 'Нэмэх', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Мэдээ амжилттай нэмэгдлээ.' })).toBeVisible();

  // Find it in the list (category 8, newest first) and read its id from the public link.
  await page.goto('/admin/update-news');
  await page.getByLabel('Төрлөөр шүүх').selectOption('8');
  const link = page.getByRole('link', { name: title });
  await expect(link).toBeVisible();
  const id = (await link.getAttribute('href'))!.split('/').pop();

  // The public site shows it at once (the write expired the cached pages).
  await page.goto('/mm/blog/8=1');
  await expect(page.getByText(title).first()).toBeVisible();
  await page.goto(`/mm/detail/${id}`);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(page.locator('img[src^="/uploads/"]').first()).toBeAttached();

  // Edit.
  const edited = `${title} (засварласан)`;
  await page.goto('/admin/update-news');
  await page.getByLabel('Төрлөөр шүүх').selectOption('8');
  await page.getByRole('button', { name: `Засах: ${title}` }).click();
  await expect(mongolian(page).getByRole('textbox', { name: 'Гарчиг', exact: true })).toHaveValue(title);
  await mongolian(page).getByRole('textbox', { name: 'Гарчиг', exact: true }).fill(edited);
  await page.getByRole('button', { name: 'Хадгалах' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Мэдээ амжилттай шинэчлэгдлээ.' })).toBeVisible();
  await page.goto(`/mm/detail/${id}`);
  await expect(page.getByRole('heading', { name: edited })).toBeVisible();

  // Delete, after a confirmation.
  await page.goto('/admin/update-news');
  await page.getByLabel('Төрлөөр шүүх').selectOption('8');
  await page.getByRole('button', { name: `Устгах: ${edited}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`«${edited}» мэдээг устгах уу?`);
  await dialog.getByRole('button', { name: 'Устгах' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Мэдээ устгагдлаа.' })).toBeVisible();
  await expect(page.getByRole('link', { name: edited })).toHaveCount(0);
  const gone = await page.goto(`/mm/detail/${id}`);
  expect(gone?.status()).toBe(404);
});
