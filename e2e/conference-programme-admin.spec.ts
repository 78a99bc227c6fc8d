import { expect, test } from '@playwright/test';
import { signInAsAdmin } from './support/auth';

test.beforeEach(async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/admin/week/sessions');
});

test('a session’s speakers are put in order with the keyboard’s buttons, and the move is announced', async ({ page }) => {
  await page.getByRole('button', { name: 'Хуралдаан нэмэх' }).click();
  await page.getByRole('button', { name: 'Илтгэгч нэмэх' }).click();
  await page.getByRole('button', { name: 'Илтгэгч нэмэх' }).click();
  const speakers = page.getByRole('combobox', { name: /^Илтгэгч( \*)?$/ });
  await expect(speakers).toHaveCount(2);
  await speakers.nth(0).selectOption({ index: 1 });
  await speakers.nth(1).selectOption({ index: 2 });
  const [first, second] = [await speakers.nth(0).inputValue(), await speakers.nth(1).inputValue()];
  await expect(page.getByRole('button', { name: '1-р мөрийг дээш зөөх' })).toBeDisabled();
  await page.getByRole('button', { name: '2-р мөрийг дээш зөөх' }).click();
  await expect(speakers.nth(0)).toHaveValue(second);
  await expect(speakers.nth(1)).toHaveValue(first);
  await expect(page.getByText('2-р мөр 1-р байранд шилжлээ.')).toBeAttached();
});

test('the timetable preview draws a day as halls × time', async ({ page }) => {
  await page.getByText('Хөтөлбөрийн хүснэгт (урьдчилан харах)').click();
  await expect(page.getByText('Нээлтийн ёслол').last()).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /Давхардал алга|давхардсан/ })).toBeVisible();
});

test('a programme file is checked first: what would be added, and each refused row with its reason', async ({ page }) => {
  await page.getByText('Хөтөлбөр файлаас оруулах (CSV, Excel)').click();
  await expect(page.getByRole('link', { name: 'Загвар файл татах (CSV)' })).toHaveAttribute('download', 'programme-template.csv');
  const csv = [
    'day,hall,starts_at,ends_at,type,title_mn,title_en,description_mn,description_en,speakers,slides_url,stream_url',
    '3,Нууц танхим,16:00,17:00,talk,Э2Э шалгалт,,,,,,',
  ].join('\r\n');
  await page.getByLabel('CSV эсвэл Excel (.xlsx) файл').setInputFiles({ name: 'programme.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await page.getByRole('button', { name: 'Шалгах' }).click();
  await expect(page.getByText('0 хуралдаан нэмэгдэхэд бэлэн, 1 мөр татгалзана.', { exact: false })).toBeVisible();
  await expect(page.getByRole('cell', { name: '«Нууц танхим» танхим алга.' })).toBeVisible();
});
