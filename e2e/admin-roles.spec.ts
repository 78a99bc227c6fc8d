import { expect, test, type Page } from '@playwright/test';
import { signInAsAdmin } from './support/auth';

/**
 * The screens follow the signed-in role (issue 20.3): a read-only account (3) reads every list but gets no
 * Add/Edit/Delete/Save control, a moderator (1) edits content but sees no account screens, an admin (2)
 * sees everything. The API refuses the same calls (tests/admin/access.test.ts).
 */
const RESOURCE_SCREENS = [
  '/admin/document',
  '/admin/video',
  '/admin/social-links',
  '/admin/report',
  '/admin/update-news',
  '/admin/companies',
  '/admin/membership',
  '/admin/sustainable-mining',
  '/admin/auditor',
  '/admin/about',
  '/admin/request-list',
  '/admin/link',
];

async function openList(page: Page, path: string) {
  await page.goto(path);
  // The grid is there (rows or its empty text) before controls are counted.
  await expect(page.getByRole('grid').first()).toBeVisible();
}

test.describe('a read-only account (role 3)', () => {
  test.beforeEach(async ({ page }) => signInAsAdmin(page, 'viewer@example.com'));

  for (const path of RESOURCE_SCREENS) {
    test(`${path}: reads the list, with no add, edit, delete or save control`, async ({ page }) => {
      await openList(page, path);
      const main = page.locator('main');
      await expect(main.getByRole('button', { name: /^(Засах|Устгах|Нэр өөрчлөх)(:|$)/ })).toHaveCount(0);
      await expect(main.getByRole('button', { name: /нэмэх$|^Нэмэх$|^Хадгалах$/i })).toHaveCount(0);
      await expect(main.getByRole('link', { name: /нэмэх$/i })).toHaveCount(0);
      await expect(main.getByRole('form')).toHaveCount(0);
    });
  }

  test('the sidebar has no accounts entry', async ({ page }) => {
    await page.goto('/admin/dashboard');
    await expect(page.getByRole('navigation').getByRole('link', { name: 'Админ хэрэглэгчид' })).toHaveCount(0);
  });
});

test.describe('a moderator (role 1)', () => {
  test.beforeEach(async ({ page }) => signInAsAdmin(page, 'moderator@example.com'));

  test('edits content: the report list has its add link and row buttons', async ({ page }) => {
    await openList(page, '/admin/report');
    await expect(page.getByRole('link', { name: 'Тайлан нэмэх' })).toBeVisible();
  });

  test('sees no accounts entry in the sidebar', async ({ page }) => {
    await page.goto('/admin/dashboard');
    await expect(page.getByRole('navigation').getByRole('link', { name: 'Админ хэрэглэгчид' })).toHaveCount(0);
  });
});

test.describe('an admin (role 2)', () => {
  test.beforeEach(async ({ page }) => signInAsAdmin(page));

  test('sees the accounts entry and the accounts grid with its add button', async ({ page }) => {
    await page.goto('/admin/dashboard');
    await page.getByRole('navigation').getByRole('link', { name: 'Админ хэрэглэгчид' }).click();
    await expect(page.getByRole('gridcell', { name: 'viewer@example.com', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Хэрэглэгч нэмэх' })).toBeVisible();
    // One's own account cannot be deleted: its button is off.
    await expect(page.getByRole('button', { name: 'Устгах: admin@example.com' })).toBeDisabled();
  });
});
