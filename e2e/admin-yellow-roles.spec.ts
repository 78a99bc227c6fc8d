import { expect, test, type Page } from '@playwright/test';
import { signInAsAdmin } from './support/auth';

/**
 * The directory and meeting back office follows the signed-in role (issue 20.3): a read-only account reads every
 * /admin/yellow list and entity but gets no add, edit, approve, delete or save control; a moderator gets them.
 */
const LISTS = [
  '/admin/yellow/request',
  '/admin/yellow/list-company',
  '/admin/yellow/list-consultant',
  '/admin/yellow/category',
  '/admin/yellow/meeting-users',
  '/admin/yellow/meeting-list',
];

async function openList(page: Page, path: string) {
  await page.goto(path);
  // The grid is there (rows or its empty text) before controls are counted.
  await expect(page.getByRole('grid').first()).toBeVisible();
}

const WRITE_BUTTONS = /^(Засах|Устгах|Батлах|Нэр өөрчлөх)(:|$)|нэмэх$|^Нэмэх$|^Хадгалах$|^Зөвшөөрөх$|^Татгалзах$|^Цаг устгах$/i;

test.describe('a read-only account (role 3) on /admin/yellow', () => {
  test.beforeEach(async ({ page }) => signInAsAdmin(page, 'viewer@example.com'));

  for (const path of LISTS) {
    test(`${path}: reads the grid, with no write control`, async ({ page }) => {
      await openList(page, path);
      const main = page.locator('main');
      await expect(main.getByRole('button', { name: WRITE_BUTTONS })).toHaveCount(0);
      await expect(main.getByRole('link', { name: /нэмэх$/i })).toHaveCount(0);
      // No row can be picked for a bulk action.
      await expect(main.getByRole('checkbox')).toHaveCount(0);
    });
  }

  test('meeting-info: times and rooms without add, edit or delete', async ({ page }) => {
    await page.goto('/admin/yellow/meeting-info');
    await expect(page.getByRole('heading', { name: 'Уулзалтын цагууд' })).toBeVisible();
    await expect(page.locator('main').getByRole('button', { name: WRITE_BUTTONS })).toHaveCount(0);
  });

  test('a company opens with its form switched off, no save and no delete', async ({ page }) => {
    await openList(page, '/admin/yellow/list-company');
    await page.getByRole('button', { name: /^Дэлгэрэнгүй:/ }).first().click();
    await expect(page).toHaveURL(/\/admin\/yellow\/list-company\/\d+$/);
    await expect(page.getByLabel(/^Регистрийн дугаар/)).toBeDisabled();
    await expect(page.locator('main').getByRole('button', { name: /^Хадгалах$|^Компанийг устгах$/ })).toHaveCount(0);
  });
});

test.describe('a moderator (role 1) on /admin/yellow', () => {
  test.beforeEach(async ({ page }) => signInAsAdmin(page, 'moderator@example.com'));

  test('edits the directory: companies have edit and delete buttons and the add link', async ({ page }) => {
    await openList(page, '/admin/yellow/list-company');
    await expect(page.getByRole('link', { name: 'Лавлахад бүртгэл нэмэх' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Засах:/ }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: /^Устгах:/ }).first()).toBeVisible();
  });

  test('renames a category in a modal form', async ({ page }) => {
    await openList(page, '/admin/yellow/category');
    await page.getByRole('button', { name: /^Нэр өөрчлөх:/ }).first().click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByLabel(/^Монгол нэр/)).not.toHaveValue('');
    await expect(dialog.getByRole('button', { name: 'Хадгалах' })).toBeVisible();
  });
});
