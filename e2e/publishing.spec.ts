import { expect, test } from '@playwright/test';
import { signInAsAdmin } from './support/auth';

/** A real (decodable) 1×1 PNG: the public pages pass covers through the image optimizer. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

/** The admin form's fields of a news item in both languages; `published` false keeps it a draft. */
const newsForm = (title: string, published: boolean, extra: Record<string, string> = {}) => ({
  image: { name: 'cover.png', mimeType: 'image/png', buffer: PNG },
  title,
  summary: 'Өмнөговийн товч мэдээ',
  text: '<p>Үндсэн агуулга</p>',
  title_en: `${title} (EN)`,
  summary_en: 'Summary',
  text_en: '<p>Body</p>',
  category_cid: '8',
  publisher: 'Админ',
  news_status: String(published),
  yellow_book: 'false',
  ...extra,
});

/** A news item written through the admin API; its id. */
async function addNews(page: import('@playwright/test').Page, title: string, published: boolean, extra: Record<string, string> = {}) {
  const res = await page.request.post('/api/admin/insert/news', { multipart: newsForm(title, published, extra) });
  expect(res.ok()).toBeTruthy();
  return ((await res.json()) as { news: { id: number } }).news.id;
}

test('a draft is previewed by its editor in both languages and invisible to everyone else', async ({ page, browser }) => {
  await signInAsAdmin(page);
  const title = `Ноорог Өмнөговь ${Date.now()}`;
  const id = await addNews(page, title, false);

  await page.goto(`/api/admin/preview?path=${encodeURIComponent(`/mm/detail/${id}`)}`);
  await expect(page).toHaveURL(new RegExp(`/mm/detail/${id}$`));
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await page.goto(`/api/admin/preview?path=${encodeURIComponent(`/en/mm/detail/${id}`)}`);
  await expect(page.getByRole('heading', { name: `${title} (EN)` })).toBeVisible();

  // A visitor without the editor's session and draft cookie gets the not-found page, twice (nothing was cached).
  const anonymous = await browser.newPage();
  for (let i = 0; i < 2; i++) {
    const res = await anonymous.goto(`/mm/detail/${id}`);
    expect(res?.status()).toBe(404);
  }
  await anonymous.close();
});

test('a scheduled item appears by itself at its time, with no admin action', async ({ page, browser }) => {
  test.setTimeout(150_000);
  await signInAsAdmin(page);
  // One minute ahead, in Ulaanbaatar wall time as the form sends it.
  const at = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Ulaanbaatar', dateStyle: 'short', timeStyle: 'short' })
    .format(new Date(Date.now() + 60_000))
    .replace(' ', 'T');
  const title = `Товлосон Үзэсгэлэн ${Date.now()}`;
  const id = await addNews(page, title, true, { publish_at: at });
  const visitor = await browser.newPage();
  expect((await visitor.goto(`/mm/detail/${id}`))?.status()).toBe(404);
  await expect(async () => {
    await visitor.goto('/mm/blog/8=1');
    await expect(visitor.getByText(title).first()).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 130_000, intervals: [5000] });
  expect((await visitor.goto(`/mm/detail/${id}`))?.status()).toBe(200);
  await visitor.close();
});

test('the feed is valid RSS with the newest published items of its language', async ({ page }) => {
  await signInAsAdmin(page);
  const title = `Фийд Үүрэг ${Date.now()}`;
  await addNews(page, title, true);
  const res = await page.request.get('/mm/rss.xml');
  expect(res.headers()['content-type']).toContain('application/rss+xml');
  await page.goto('/mm');
  // Parsed by the browser's own XML parser: a malformed feed gives a <parsererror>.
  const parsed = await page.evaluate((xml) => {
    const doc = new DOMParser().parseFromString(xml, 'application/xml');
    return {
      error: doc.querySelector('parsererror') !== null,
      language: doc.querySelector('channel > language')?.textContent,
      titles: [...doc.querySelectorAll('item > title')].map((t) => t.textContent),
      enclosure: doc.querySelector('item > enclosure')?.getAttribute('type'),
    };
  }, await res.text());
  expect(parsed.error).toBe(false);
  expect(parsed.language).toBe('mn');
  expect(parsed.titles[0]).toBe(title);
  expect(parsed.titles.length).toBeLessThanOrEqual(30);
  expect(parsed.enclosure).toBe('image/png');
  await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]').first()).toHaveAttribute('href', /\/mm\/rss\.xml$/);
});

test('an old address set up in the back office answers 308 to its new page', async ({ page }) => {
  await signInAsAdmin(page);
  const old = `/old-site/news-${Date.now()}.php`;
  await page.goto('/admin/redirect');
  await page.getByRole('textbox', { name: 'Хуучин хаяг' }).fill(old);
  await page.getByRole('textbox', { name: 'Шинэ хаяг' }).fill('/mm/about');
  await page.getByRole('button', { name: 'Нэмэх', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Чиглүүлэлт нэмэгдлээ.' })).toBeVisible();

  const res = await page.request.get(old, { maxRedirects: 0 });
  expect(res.status()).toBe(308);
  expect(res.headers().location).toMatch(/\/mm\/about$/);
  await page.goto(old);
  await expect(page).toHaveURL(/\/mm\/about$/);
});

test('a news page names its share image, which draws the Cyrillic title at 1200×630', async ({ page }) => {
  await signInAsAdmin(page);
  const title = `Өргөтгөл Үйлдвэр ${Date.now()}`;
  const id = await addNews(page, title, true);
  await page.goto(`/mm/detail/${id}`);
  const src = await page.locator('meta[property="og:image"]').first().getAttribute('content');
  expect(src).toMatch(new RegExp(`/mm/share-image/news/${id}\\?v=`));
  const image = await page.request.get(src!);
  expect(image.headers()['content-type']).toBe('image/png');
  // Shown in the browser: the PNG decodes at the Open Graph size.
  await page.goto(src!);
  const size = await page.locator('img').evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight]);
  expect(size).toEqual([1200, 630]);
});

test('an editor restores an earlier version of a news item from the versions screen', async ({ page }) => {
  await signInAsAdmin(page);
  const title = `Хувилбар Өмнөх ${Date.now()}`;
  const id = await addNews(page, title, true);
  const res = await page.request.post('/api/admin/update/news', { multipart: newsForm(`${title} алдаатай`, true, { id: String(id) }) });
  expect(res.ok()).toBeTruthy();

  await page.goto(`/admin/update-news/versions/${id}`);
  await expect(page.getByRole('table', { name: /ялгаа/ })).toContainText('алдаатай');
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('row', { name: /^1 / }).getByRole('button', { name: 'Сэргээх' }).click();
  await expect(page.getByText('1-р хувилбар сэргээгдлээ.')).toBeVisible();
  await page.goto(`/mm/detail/${id}`);
  await expect(page.getByRole('heading', { name: title, exact: true })).toBeVisible();
});
