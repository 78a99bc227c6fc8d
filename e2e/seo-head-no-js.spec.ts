import { expect, test, type Page } from '@playwright/test';
import { signInAsAdmin } from './support/auth';

/**
 * Head tags and structured data as a crawler without JavaScript reads them (issue 18.4, 18.9): canonical
 * and hreflang on the conference pages, the Event on /mw, NewsArticle fields, and news written in
 * Mongolian only having no English page, alternate or sitemap entry.
 */
test.use({ javaScriptEnabled: false });

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

async function jsonLd(page: Page, type: string) {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => JSON.parse(text) as Record<string, unknown>).find((data) => data['@type'] === type);
}

async function alternates(page: Page) {
  const links = page.locator('link[rel="alternate"][hreflang]');
  const pairs = await links.evaluateAll((els) => els.map((el) => [el.getAttribute('hreflang'), new URL(el.getAttribute('href')!).pathname]));
  return Object.fromEntries(pairs);
}

for (const path of ['/mw', '/mw/about', '/mw/agenda', '/mw/register', '/mw/2023', '/mw/2023/news', '/mw/2023/presentation']) {
  test(`${path} has a canonical and mn/en/x-default alternates in both languages`, async ({ page }) => {
    for (const [prefix, lang] of [['', 'mn'], ['/en', 'en']] as const) {
      await page.goto(`${prefix}${path}`);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      expect(new URL((await page.locator('link[rel="canonical"]').getAttribute('href'))!).pathname).toBe(`${prefix}${path}`);
      expect(await alternates(page)).toEqual({ mn: path, en: `/en${path}`, 'x-default': path });
    }
  });
}

const description = (page: Page) => page.evaluate(() => document.querySelector('meta[name="description"]')?.getAttribute('content') ?? null);

// A search result shows the description as the page's snippet: the archive's pages say what the archive is.
for (const path of ['/mw/2023', '/mw/2023/news', '/mw/2023/news/3=1', '/mw/2023/presentation', '/mw/2023/category/2', '/mw/2023/category/5']) {
  test(`${path} has a description of the 2023 archive in the page's language`, async ({ page }) => {
    await page.goto(path);
    expect(await description(page)).toMatch(/^Mining Week 2023 — .*[А-Яа-яӨөҮү]/);
    await page.goto(`/en${path}`);
    const english = await description(page);
    expect(english).toMatch(/^Mining Week 2023 — .*archive/);
    expect(english).not.toMatch(/[А-Яа-яӨөҮү]/);
  });
}

// Each 2023 news category is a page of its own in search results and browser tabs, named as its heading says.
test('a 2023 news category page is titled by its category in the page\'s language', async ({ page }) => {
  for (const [path, title] of [
    ['/mw/2023/news/6=1', 'Үзэсгэлэнгийн мэдээ | Mining Week'],
    ['/en/mw/2023/news/6=1', 'Exhibition news | Mining Week'],
    ['/en/mw/2023/news/7=1', 'Conference news | Mining Week'],
  ]) {
    await page.goto(path);
    await expect(page).toHaveTitle(title);
  }
});

// Session 1 (the 2023 edition, lib/db/seed/conference.ts) has no description text of its own.
test('a session without a description of its own is described by its title, time and hall', async ({ page }) => {
  for (const [prefix, hall] of [['', 'Их танхим'], ['/en', 'Main Hall']] as const) {
    await page.goto(`${prefix}/mw/sessions/1`);
    const title = (await page.locator('h1').textContent())!.trim();
    const text = await description(page);
    expect(text).toContain(title);
    expect(text).toContain(hall);
    expect(text).toMatch(/\d{4}-\d{2}-\d{2}, \d{2}:\d{2}–\d{2}:\d{2}/);
  }
});

test('/mw describes the current event as a schema.org Event', async ({ page }) => {
  await page.goto('/en/mw');
  const event = await jsonLd(page, 'Event');
  expect(event).toMatchObject({
    name: expect.stringMatching(/Mining Week/),
    startDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    endDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: { '@type': 'Place', address: { '@type': 'PostalAddress', addressCountry: 'MN' } },
    organizer: { '@type': 'Organization' },
    offers: { url: expect.stringMatching(/\/en\/mw\/register$/) },
  });
  expect(String(event!.startDate) <= String(event!.endDate)).toBe(true);
  expect((event!.image as string[])[0]).toMatch(/^https?:\/\//);
});

test.describe('news written in Mongolian only', () => {
  let id: number;

  test.beforeAll(async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: true });
    const page = await context.newPage();
    await signInAsAdmin(page);
    const res = await page.request.post('/api/admin/insert/news', {
      multipart: {
        image: { name: 'cover.png', mimeType: 'image/png', buffer: PNG },
        title: 'Зөвхөн монгол мэдээ',
        title_en: '',
        summary: 'Товч агуулга',
        summary_en: '',
        text: '<p>Монгол эх</p>',
        text_en: '',
        category_cid: '8',
        publisher: 'Админ',
        news_status: 'true',
        yellow_book: 'false',
      },
    });
    expect(res.status(), await res.text()).toBe(200);
    id = ((await res.json()) as { news: { id: number } }).news.id;
    await context.close();
  });

  test('has no English alternate, no English page and no English sitemap entry', async ({ page, request }) => {
    await page.goto(`/mm/detail/${id}`);
    expect(await alternates(page)).toEqual({ mn: `/mm/detail/${id}`, 'x-default': `/mm/detail/${id}` });
    const article = await jsonLd(page, 'NewsArticle');
    expect(article).toMatchObject({ author: { '@type': 'Organization' }, dateModified: expect.any(String), inLanguage: 'mn' });

    const english = await page.goto(`/en/mm/detail/${id}`);
    expect(english?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1, name: 'No News Found' })).toBeVisible();
    await expect(page.getByText('Монгол эх')).toHaveCount(0);

    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toContain(`/mm/detail/${id}</loc>`);
    expect(sitemap).not.toContain(`/en/mm/detail/${id}</loc>`);
  });
});

test('a crawler that already holds a page is answered 304 without it, and a changed validator gets the page', async ({ request }) => {
  const gzip = { 'accept-encoding': 'gzip' };
  // Asked until it is served from the page cache, which gives the copy its validator.
  await expect.poll(async () => (await request.get('/en/mm/about', { headers: gzip })).headers()['etag'] ?? '').toMatch(/^"/);
  const etag = (await request.get('/en/mm/about', { headers: gzip })).headers()['etag']!;
  const revalidated = await request.get('/en/mm/about', { headers: { ...gzip, 'if-none-match': etag } });
  expect(revalidated.status()).toBe(304);
  expect((await revalidated.body()).length).toBe(0);
  expect(revalidated.headers()['cache-control']).toMatch(/s-maxage=/);
  expect((await request.get('/en/mm/about', { headers: { ...gzip, 'if-none-match': '"an-older-copy"' } })).status()).toBe(200);
});

test('an archive month is described in proper Mongolian ("5-р сард", not "5-р сар-д") and in English', async ({ page }) => {
  // The newest month of the side panel's archive: the seed's news are dated relative to the server's start.
  await page.goto('/mm/blog/8=1');
  const href = await page.getByRole('heading', { name: 'Архив' }).locator('..').getByRole('link').first().getAttribute('href');
  const [, year, month] = href!.match(/\/mm\/blog\/(\d{4})-(\d{2})=1$/)!;
  await page.goto(href!);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', `${year} оны ${Number(month)}-р сард нийтлэгдсэн мэдээ`);
  await page.goto(`/en${href}`);
  const english = new Date(Date.UTC(Number(year), Number(month) - 1, 15)).toLocaleString('en-GB', { month: 'long', timeZone: 'UTC' });
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', `News published in ${english} ${year}`);
});
