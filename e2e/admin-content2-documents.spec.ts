import { expect, test } from '@playwright/test';
import { signInAsAdmin } from './support/auth';
import { downloadBytes, PDF_FILE, PNG_FILE } from './assessment-files';

test('a PDF uploaded on /admin/document can be downloaded from /mm/page/20 under its title', async ({ page }) => {
  const title = `Е2Е гарын авлага ${Date.now()}`;
  await signInAsAdmin(page);
  await page.goto('/admin/document');

  const form = page.getByRole('form', { name: 'Файл нэмэх' });
  await form.getByRole('button', { name: 'Нэмэх' }).click();
  await expect(form.getByText('Файлын нэрийг оруулна уу')).toBeVisible();
  await form.getByLabel(/^Файлын нэр( \*)?$/).fill(title);
  await form.getByRole('button', { name: 'Нэмэх' }).click();
  await expect(form.getByText('Файлыг оруулна уу')).toBeVisible();

  // The picker refuses anything but a PDF before it is sent.
  await form.getByLabel('PDF файл').setInputFiles(PNG_FILE);
  await expect(form.getByText('Зөвхөн PDF файл сонгоно уу.')).toBeVisible();
  await form.getByLabel('PDF файл').setInputFiles(PDF_FILE);
  await form.getByRole('button', { name: 'Нэмэх' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Файл нэмэгдлээ.' })).toBeVisible();
  await expect(page.getByRole('gridcell', { name: title, exact: true })).toBeVisible();

  await page.goto('/mm/page/20');
  const link = page.getByRole('link', { name: new RegExp(title) });
  await expect(link).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toBe(`${title}.pdf`);
  expect((await downloadBytes(download)).subarray(0, 5).toString()).toBe('%PDF-');
});
