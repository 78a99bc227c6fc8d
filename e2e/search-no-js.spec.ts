import { expect, test, type Page } from '@playwright/test';

/**
 * Issue 22.4-5: the search results are server-rendered, so they work without JavaScript: the directory search
 * (/yp/search), the site-wide search (/mm/search, grouped by kind, the match in <mark>), their noindex, the
 * empty message, and the navbars' plain forms. Names are the seed's (lib/db/seed/directory.ts: company 11 is
 * 'Бор Толгой' + 'Коал', LLC; lib/db/seed/content/news-items.ts: many titles name the association).
 */
test.use({ javaScriptEnabled: false });

const SEEDED_MN = 'БОР ТОЛГОЙ КОАЛ ХХК';
const SEEDED_EN = 'BOR TOLGOI COAL LLC';

async function expectNoIndex(page: Page) {
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
}

test.describe('search without JavaScript', () => {
  test('the directory search finds a company typed in Latin letters, in both languages', async ({ page }) => {
    await page.goto('/yp/search?q=bor+tolgoi&type=company');
    await expect(page.getByRole('heading', { level: 1, name: '“bor tolgoi” хайлтын үр дүн' })).toBeVisible();
    await expect(page.getByRole('link', { name: SEEDED_MN, exact: true })).toBeVisible();
    // The spec's alphabet rule is advice beside the results, never a refusal.
    await expect(page.getByText('Хайлтыг кирилл үсгээр хийнэ үү.')).toBeVisible();
    await expectNoIndex(page);

    await page.goto('/en/yp/search?q=bor+tolgoi');
    await expect(page.getByRole('link', { name: SEEDED_EN, exact: true })).toBeVisible();
    await expect(page.getByText('Please use English alphabet for the search.')).toHaveCount(0);
    await expectNoIndex(page);
  });

  test('the directory results page searches again with its own form and type choice', async ({ page }) => {
    await page.goto('/yp/search?q=bor+tolgoi');
    const form = page.getByRole('search', { name: 'Хайлт' });
    await form.getByRole('searchbox').fill('бор толгои');
    await form.getByRole('combobox', { name: 'Хайх төрөл' }).selectOption('company');
    await form.getByRole('button', { name: 'Хайлт хийх' }).click();
    await expect(page).toHaveURL(/\/yp\/search\?q=.+&type=company$/);
    // й typed as и still finds ТОЛГОЙ.
    await expect(page.getByRole('link', { name: SEEDED_MN, exact: true })).toBeVisible();
  });

  test('the site search groups what it finds by kind and marks the match', async ({ page }) => {
    await page.goto('/mm/search?q=ассоциаци');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: '“ассоциаци” хайлтын үр дүн' })).toBeVisible();
    const news = main.getByRole('region', { name: 'Мэдээ' });
    await expect(news.getByRole('heading', { level: 2, name: 'Мэдээ' })).toBeVisible();
    await expect(news.getByRole('link', { name: /Ассоциаци/ }).first()).toHaveAttribute('href', /^\/mm\/detail\/\d+$/);
    await expect(news.locator('mark').first()).toHaveText(/^ассоциаци$/i);
    await expectNoIndex(page);

    await page.goto('/en/mm/search?q=association');
    await expect(page.getByRole('main').getByRole('region', { name: 'News' }).getByRole('link', { name: /association/i }).first()).toBeVisible();
    await expectNoIndex(page);
  });

  test('a term that finds nothing says so in the page’s language', async ({ page }) => {
    await page.goto('/mm/search?q=qxzqxzqxz');
    await expect(page.getByText('Тохирох хайлтын үр дүн олдсонгүй.')).toBeVisible();
    await page.goto('/en/mm/search?q=qxzqxzqxz');
    await expect(page.getByText('No results found.')).toBeVisible();
    await page.goto('/yp/search?q=qxzqxzqxz');
    await expect(page.getByText('Тохирох хайлтын үр дүн олдсонгүй.')).toBeVisible();
    await page.goto('/en/yp/search?q=qxzqxzqxz&type=consultant');
    await expect(page.getByText('No results found.')).toBeVisible();
  });

  test('the navbars’ search forms land on the results', async ({ page }) => {
    await page.goto('/mm');
    await page.getByRole('searchbox', { name: 'Сайтаас хайх' }).fill('ассоциаци');
    await page.getByRole('search', { name: 'Сайтаас хайх' }).getByRole('button', { name: 'Хайлт хийх' }).click();
    await expect(page).toHaveURL(/\/mm\/search\?q=/);
    await expect(page.getByRole('main').getByRole('region', { name: 'Мэдээ' })).toBeVisible();

    await page.goto('/mw');
    await page.getByRole('searchbox', { name: 'Сайтаас хайх' }).fill('ассоциаци');
    await page.getByRole('searchbox', { name: 'Сайтаас хайх' }).press('Enter');
    await expect(page).toHaveURL(/\/mm\/search\?q=/);

    await page.goto('/en/yp');
    await page.getByRole('searchbox', { name: 'Search the directory' }).fill('bor tolgoi');
    await page.getByRole('search', { name: 'Search the directory' }).getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/en\/yp\/search\?q=bor\+tolgoi$/);
    await expect(page.getByRole('link', { name: SEEDED_EN, exact: true })).toBeVisible();

    // The directory home's own box, without JavaScript: a company search on the results page.
    await page.goto('/yp');
    await page.getByRole('searchbox', { name: 'Хайлт', exact: true }).fill('бор толгой');
    await page.getByRole('button', { name: 'Хайх', exact: true }).click();
    await expect(page).toHaveURL(/\/yp\/search\?type=company&q=/);
    await expect(page.getByRole('link', { name: SEEDED_MN, exact: true })).toBeVisible();
  });
});
