import { expect, test } from '@playwright/test';
import { signInAsAdmin } from './support/auth';
import { downloadBytes, PDF_FILE, PNG_FILE } from './assessment-files';

test('a report added on /admin/add-report is listed and downloads from /mm/report=1', async ({ page }) => {
  const title = `Е2Е тайлан ${Date.now()}`;
  await signInAsAdmin(page);
  await page.goto('/admin/add-report');

  await page.getByRole('button', { name: 'Нэмэх' }).click();
  await expect(page.getByText('Гарчиг оруулна уу')).toBeVisible();
  await page.getByRole('textbox', { name: 'Гарчиг', exact: true }).fill(title);
  await page.getByLabel('Гарчиг (англи)').fill(`E2E report ${title.slice(-13)}`);
  await page.getByLabel('Нүүр зураг').setInputFiles(PNG_FILE);
  await page.getByLabel('Тайлан (PDF)').setInputFiles(PDF_FILE);
  await page.getByRole('button', { name: 'Нэмэх' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Амжилттай шинэчлэгдлээ.' })).toBeVisible();
  // The form is empty again for the next report.
  await expect(page.getByRole('textbox', { name: 'Гарчиг', exact: true })).toHaveValue('');

  await page.getByRole('link', { name: 'Тайлангийн жагсаалт руу буцах' }).click();
  await expect(page.getByRole('gridcell', { name: title, exact: true })).toBeVisible();

  await page.goto('/mm/report=1');
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: `${title} тайланг PDF-ээр татах` }).click()]);
  expect(download.suggestedFilename()).toBe(`${title}.pdf`);
  expect((await downloadBytes(download)).subarray(0, 5).toString()).toBe('%PDF-');
});
