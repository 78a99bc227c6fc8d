import { expect, test } from '@playwright/test';
import { signInAsAdmin } from './support/auth';
import { PNG_FILE } from './assessment-files';

test('an office staff member added on /admin/about shows on /mm/about', async ({ page }) => {
  const name = `Е2Е Ажилтан ${Date.now()}`;
  await signInAsAdmin(page);
  await page.goto('/admin/about');
  await expect(page.getByRole('heading', { name: 'Ажлын алба' })).toBeVisible();
  await page.getByRole('button', { name: 'Ажилтан нэмэх' }).click();

  // The office form checks name, position, e-mail, then the picture, in that order.
  await page.getByRole('button', { name: 'Нэмэх' }).click();
  await expect(page.getByText('Нэр оруулна уу')).toBeVisible();
  await page.getByRole('textbox', { name: 'Нэр', exact: true }).fill(name);
  await page.getByLabel('Нэр (англи)').fill('E2E Staff');
  await page.getByRole('textbox', { name: 'Албан тушаал', exact: true }).fill('Мэргэжилтэн');
  await page.getByLabel('Албан тушаал (англи)').fill('Specialist');
  await page.getByRole('button', { name: 'Нэмэх' }).click();
  await expect(page.getByText('И-мэйл хаягийг оруулна уу')).toBeVisible();
  await page.getByLabel('И-мэйл').fill(`e2e-${Date.now()}@mining.mn`);
  await page.getByRole('button', { name: 'Нэмэх' }).click();
  await expect(page.getByText('Зураг оруулна уу')).toBeVisible();
  await page.getByLabel('Зураг').setInputFiles(PNG_FILE);
  await page.getByRole('button', { name: 'Нэмэх' }).click();

  await expect(page.getByRole('dialog').getByText('Амжилттай шинэчлэгдлээ.')).toBeVisible();
  // The success modal closes itself after 3 seconds and the list shows the new person.
  await expect(page.getByRole('dialog')).toBeHidden({ timeout: 6000 });
  await expect(page.getByRole('gridcell', { name, exact: true })).toBeVisible();

  await page.goto('/mm/about');
  await expect(page.getByText(name)).toBeVisible();
});
