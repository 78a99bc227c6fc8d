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
    const main = page.locator('#admin-main');
    await expect(main.getByRole('link', { name: 'Тайлан нэмэх' })).toBeVisible();
    await expect(main.getByRole('button', { name: /^Засах: / }).first()).toBeVisible();
    await expect(main.getByRole('button', { name: /^Устгах: / }).first()).toBeVisible();
  });

  test('sees no accounts entry in the sidebar', async ({ page }) => {
    await page.goto('/admin/dashboard');
    await expect(page.getByRole('navigation').getByRole('link', { name: 'Админ хэрэглэгчид' })).toHaveCount(0);
  });

  test('is told the mail log and the audit log are for admins', async ({ page }) => {
    for (const path of ['/admin/mail-log', '/admin/audit-log']) {
      await page.goto(path);
      await expect(page.getByRole('alert').filter({ hasText: 'Энэ хуудсыг зөвхөн админ эрхтэй хэрэглэгч үзнэ.' })).toBeVisible();
      await expect(page.getByRole('grid')).toHaveCount(0);
    }
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

  test('reads the audit log: their own sign-in is in it', async ({ page }) => {
    await page.goto('/admin/audit-log');
    await expect(page.getByRole('heading', { name: 'Үйлдлийн түүх' })).toBeVisible();
    await expect(page.getByRole('gridcell', { name: 'admin@example.com', exact: true }).first()).toBeVisible();
    await expect(page.getByRole('gridcell', { name: 'sign-in', exact: true }).first()).toBeVisible();
  });

  test('reads the mail log on the grid, with its status filter', async ({ page }) => {
    await page.goto('/admin/mail-log');
    await expect(page.getByRole('heading', { name: 'Илгээсэн захидал' })).toBeVisible();
    await expect(page.getByRole('grid').first()).toBeVisible();
    await expect(page.getByLabel('Шүүх: Төлөв')).toBeVisible();
  });

  test('the dashboard lists the work queues, each linking to its screen', async ({ page }) => {
    await page.goto('/admin/dashboard');
    const work = page.getByRole('region', { name: 'Хийх ажил' });
    await expect(work.getByRole('link', { name: /Илгээгдээгүй захидал/ })).toHaveAttribute('href', '/admin/mail-log');
    await expect(work.getByRole('link', { name: /Батлах байгууллагын бүртгэл/ })).toHaveAttribute('href', '/admin/yellow/request');
    await expect(work.getByRole('link')).toHaveCount(8);
  });
});
