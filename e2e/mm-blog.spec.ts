import { expect, test } from '@playwright/test';

const cards = (page: import('@playwright/test').Page) => page.locator('#blog-title').locator('..').getByRole('article');

test.describe('the news list /mm/blog/{cid}={page}', () => {
  test('pages through a category six at a time, the pager disabled at its bounds', async ({ page }) => {
    await page.goto('/mm/blog/8=1');
    await expect(page.getByRole('heading', { level: 1, name: 'Мэдээ' })).toBeVisible();
    await expect(cards(page)).toHaveCount(6);
    const pager = page.getByRole('navigation', { name: 'Хуудаслалт' });
    // Inactive controls are plain text named by their hidden words (a span may not carry aria-label).
    const control = (name: string) => pager.locator('li > span').filter({ has: page.getByText(name, { exact: true }) });
    await expect(control('Өмнөх хуудас')).toHaveAttribute('aria-disabled', 'true');
    await pager.getByRole('link', { name: '2-р хуудас' }).click();
    await expect(page).toHaveURL(/\/mm\/blog\/8=2$/);
    await expect(control('2-р хуудас')).toHaveAttribute('aria-current', 'page');
    // Walk to the last page: next is disabled there.
    for (let n = 3; (await pager.getByRole('link', { name: 'Дараагийн хуудас' }).count()) > 0; n++) {
      await pager.getByRole('link', { name: 'Дараагийн хуудас' }).click();
      await expect(control(`${n}-р хуудас`)).toHaveAttribute('aria-current', 'page');
    }
    await expect(control('Дараагийн хуудас')).toHaveAttribute('aria-disabled', 'true');
    expect(await pager.locator('li').count()).toBeLessThanOrEqual(2 + 3 + 1);
  });

  test('a search that finds nothing shows the empty message, not a 404', async ({ page }) => {
    // Letters no news contains: the search URL shares /mm/blog/{x}={page} with categories (lib/news/blog-slug.ts).
    const nothing = `/mm/blog/${encodeURIComponent('жщфцжщфц')}=1`;
    expect((await page.goto(nothing))?.status()).toBe(200);
    await expect(page.getByText('Мэдээ хоосон байна')).toBeVisible();
    expect((await page.goto(`/en${nothing}`))?.status()).toBe(200);
    await expect(page.getByText('No News Found')).toBeVisible();
  });

  test('the search box finds Mongolian words whatever their case, and an empty term goes to category 8', async ({ page }) => {
    await page.goto('/mm/blog/8=1');
    const search = page.getByRole('searchbox', { name: 'Мэдээнээс хайх' });
    await search.fill('НҮҮРС');
    await search.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/mm/blog/${encodeURIComponent('НҮҮРС')}=1$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Хайлт: “НҮҮРС”' })).toBeVisible();
    await expect(cards(page).first()).toBeVisible();
    await expect(cards(page).filter({ hasText: /нүүрс/i })).not.toHaveCount(0);
    await page.getByRole('searchbox', { name: 'Мэдээнээс хайх' }).fill('   ');
    await page.getByRole('button', { name: 'Хайх' }).click();
    await expect(page).toHaveURL(/\/mm\/blog\/8=1$/);
  });

  test('an archive month from the side panel lists that month', async ({ page }) => {
    await page.goto('/mm/blog/8=1');
    const archive = page.getByRole('heading', { name: 'Архив' }).locator('..');
    const month = archive.getByRole('link').first();
    const label = (await month.textContent())!.trim();
    await month.click();
    await expect(page).toHaveURL(/\/mm\/blog\/\d{4}-\d{2}=1$/);
    await expect(page.getByRole('heading', { level: 1, name: `Архив: ${label}` })).toBeVisible();
    await expect(cards(page).first()).toBeVisible();
  });

  test('the categories of the side panel carry their news counts', async ({ page }) => {
    await page.goto('/mm/blog/8=1');
    const categories = page.getByRole('heading', { name: 'Ангилал' }).locator('..');
    await expect(categories.getByRole('link', { name: /Мэдээ/ }).first()).toHaveAttribute('aria-current', 'page');
    await expect(categories.getByRole('link').first()).toContainText(/\d+/);
  });

  test('switching the language on a news list keeps the list and remembers the choice', async ({ page, context }) => {
    await page.goto('/mm/blog/8=2');
    await page.getByRole('link', { name: /^English/ }).click();
    await expect(page).toHaveURL(/\/en\/mm\/blog\/8=2$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1, name: 'News' })).toBeVisible();
    expect((await context.cookies()).find((c) => c.name === 'NEXT_LOCALE')?.value).toBe('en');
    await page.getByRole('link', { name: /^Монгол —/ }).click();
    await expect(page).toHaveURL(/\/mm\/blog\/8=2$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'mn');
    expect((await context.cookies()).find((c) => c.name === 'NEXT_LOCALE')?.value).toBe('mn');
  });
});
