import { expect, test, type Page } from '@playwright/test';
import { signInAsAdmin } from './support/auth';

/**
 * Role checks beyond the per-screen sweep of admin-screen-controls.spec.ts (every sidebar screen, every role):
 * what a moderator and an admin find on particular screens. The API refuses the same calls (tests/admin/access.test.ts).
 */
async function openList(page: Page, path: string) {
  await page.goto(path);
  // The grid is there (rows or its empty text) before controls are counted.
  await expect(page.getByRole('grid').first()).toBeVisible();
}

test.describe('a moderator (role 1)', () => {
  test.beforeEach(async ({ page }) => signInAsAdmin(page, 'moderator@example.com'));

  test('edits content: the report list has its add link and row buttons', async ({ page }) => {
    await openList(page, '/admin/report');
    const main = page.locator('#admin-main');
    await expect(main.getByRole('link', { name: 'Тайлан нэмэх' })).toBeVisible();
    await expect(main.getByRole('button', { name: /^Засах: / }).first()).toBeVisible();
    await expect(main.getByRole('button', { name: /^Устгах: / }).first()).toBeVisible();
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
