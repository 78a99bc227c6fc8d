import { expect, test } from '@playwright/test';

/**
 * Not-found pages as a crawler or a browser without JavaScript gets them: status 404, the spec's text and
 * the link back to /mm in the HTML itself, in the page's language and its site's frame (issue 18.1, 27.8).
 */
test.use({ javaScriptEnabled: false });

const cases = [
  { url: '/no-such-page', lang: 'mn', heading: 'Page Not Found', home: '/mm', shell: '.skip-link' },
  { url: '/en/no-such-page', lang: 'en', heading: 'Page Not Found', home: '/en/mm', shell: '.skip-link' },
  { url: '/mm/no/such/page', lang: 'mn', heading: 'Page Not Found', home: '/mm', shell: '.skip-link' },
  { url: '/mm/detail/999999', lang: 'mn', heading: 'Мэдээ олдсонгүй', home: '/mm', shell: '.skip-link' },
  { url: '/en/mm/detail/999999', lang: 'en', heading: 'No News Found', home: '/en/mm', shell: '.skip-link' },
  { url: '/en/mw/no-such-page', lang: 'en', heading: 'Page Not Found', home: '/en/mm', shell: 'footer' },
  { url: '/yp/company/999999', lang: 'mn', heading: 'Мэдээлэл байхгүй байна.', home: '/yp', shell: 'footer' },
  { url: '/en/yp/company/999999', lang: 'en', heading: 'No results found.', home: '/en/yp', shell: 'footer' },
  { url: '/yellow-page/999999', lang: 'mn', heading: 'Мэдээлэл байхгүй байна.', home: '/yellow-page', shell: 'footer' },
  // Pages that looked unfinished (issue 27.7): an unknown 2023 category, a news page past the last one.
  { url: '/mw/2023/category/99', lang: 'mn', heading: 'Page Not Found', home: '/mm', shell: 'footer' },
  { url: '/en/mw/2023/category/99', lang: 'en', heading: 'Page Not Found', home: '/en/mm', shell: 'footer' },
  // The 2023 news of a category that does not exist, and a news page past the last one.
  { url: '/mw/2023/news/99=1', lang: 'mn', heading: 'Page Not Found', home: '/mm', shell: 'footer' },
  { url: '/en/mw/2023/news/3=99', lang: 'en', heading: 'Page Not Found', home: '/en/mm', shell: 'footer' },
  { url: '/mm/blog/8=999', lang: 'mn', heading: 'Page Not Found', home: '/mm', shell: '.skip-link' },
  { url: '/en/mm/blog/8=999', lang: 'en', heading: 'Page Not Found', home: '/en/mm', shell: '.skip-link' },
  // A news category the association site does not have is not an empty list either (a soft 404 stays indexed).
  { url: '/mm/blog/99=1', lang: 'mn', heading: 'Page Not Found', home: '/mm', shell: '.skip-link' },
  { url: '/en/mm/blog/99=1', lang: 'en', heading: 'Page Not Found', home: '/en/mm', shell: '.skip-link' },
  // Nor is a month without news (the demo's news are all from the last six months).
  { url: '/mm/blog/2019-01=1', lang: 'mn', heading: 'Page Not Found', home: '/mm', shell: '.skip-link' },
  { url: '/en/mm/blog/2019-01=1', lang: 'en', heading: 'Page Not Found', home: '/en/mm', shell: '.skip-link' },
  // A category page past the last one (issue 23.1): a 404, so that only pages that exist become cached pages.
  { url: '/yp/category/0101?page=999', lang: 'mn', heading: 'Page Not Found', home: '/mm', shell: 'footer' },
  { url: '/en/yp/category/0101?page=999', lang: 'en', heading: 'Page Not Found', home: '/en/mm', shell: 'footer' },
];

for (const { url, lang, heading, home, shell } of cases) {
  test(`${url}: 404 in ${lang} with “${heading}” in the server's HTML`, async ({ page, request }) => {
    const plain = await request.get(url, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(plain.status()).toBe(404);
    // Compressed like every other page: phones arriving from an old search result get ≈10 KB, not ≈50 KB.
    expect(plain.headers()['content-encoding']).toMatch(/^(br|gzip)$/);
    const html = await plain.text();
    expect(html).not.toContain('__next_error__');
    expect(html).toContain(`<html lang="${lang}"`);
    expect(html).toContain(heading);

    const response = await page.goto(url);
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.locator(`main a[href="${home}"]`).first()).toBeVisible();
    // The site's own frame around it, and a title in the page's language.
    await expect(page.locator(shell).first()).toBeAttached();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    if (heading === 'Page Not Found') await expect(page).toHaveTitle(lang === 'mn' ? 'Хуудас олдсонгүй' : 'Page Not Found');
  });
}
