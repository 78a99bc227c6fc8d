import { expect, test } from '@playwright/test';
import { signInAsAdmin } from './support/auth';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

test('the back office uploads a CSV of meeting users and defines a meeting day and a room', async ({ page }) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  await signInAsAdmin(page);

  await page.goto('/admin/yellow/add-user');
  await page.getByRole('button', { name: 'Файл хадгалах' }).click();
  await expect(page.getByText('Файл сонгоно уу!')).toBeVisible();
  const csv = [
    'name,name_en,email,phone_number,user_type',
    `Э2Э Болд,E2E Bold,e2e-bold-${stamp}@example.com,99110000,Exhibitor`,
    `Э2Э Сараа,E2E Saraa,e2e-saraa-${stamp}@example.com,,Sponsor`,
    `Буруу,Wrong,not-an-email,,Attendee`,
  ].join('\n');
  await page.getByLabel('CSV эсвэл Excel (.xlsx) файл').setInputFiles({ name: 'users.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await page.getByRole('button', { name: 'Файл хадгалах' }).click();
  await expect(page.getByText('Нэмэгдсэн: 2, шинэчлэгдсэн: 0, татгалзсан: 1')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Татгалзсан мөрүүд' })).toContainText('not-an-email');

  await page.goto('/admin/yellow/meeting-users');
  await page.getByLabel('Хэрэглэгчийн төрөл').selectOption('Sponsor');
  await expect(page.getByText(`e2e-saraa-${stamp}@example.com`)).toBeVisible();

  await page.goto('/admin/yellow/meeting-info');
  await page.getByRole('button', { name: 'Өдөр, цаг нэмэх' }).click();
  await page.getByRole('button', { name: 'Нэмэх', exact: true }).click();
  await expect(page.getByText('Өдрөө оруулна уу')).toBeVisible();
  const day = `2031-0${1 + (stamp % 9)}-${String(10 + (stamp % 18)).padStart(2, '0')}`;
  await page.getByLabel(/^Өдөр/).fill(day);
  await page.getByLabel(/^Өдрийн эхний уулзалт эхлэх цаг/).fill('09:00');
  await page.getByLabel(/^Өдрийн сүүлийн уулзалт эхлэх цаг/).fill('11:00');
  await page.getByRole('button', { name: 'Нэмэх', exact: true }).click();
  await expect(page.getByText('Амжилттай нэмэгдлээ.')).toBeVisible();
  await page.getByRole('button', { name: 'Буцах' }).click();
  const dayBlock = page.locator('div').filter({ has: page.getByRole('heading', { name: day }) }).last();
  await expect(dayBlock).toContainText('09:00');
  await expect(dayBlock).toContainText('10:00');
  await expect(dayBlock).toContainText('11:00');

  const room = `E2E өрөө ${stamp}`;
  await page.getByRole('button', { name: 'Өрөө нэмэх' }).click();
  await expect(page.getByRole('heading', { name: 'Уулзалтын өрөө нэмэх' })).toBeVisible();
  await page.getByLabel(/^Өрөөний нэр \/ дугаар/).fill(room);
  await page.getByLabel(/^Өрөөний зураг/).setInputFiles({ name: 'room.png', mimeType: 'image/png', buffer: PNG });
  await page.getByLabel(/^Багтаамж/).fill('8');
  await page.getByRole('button', { name: 'Нэмэх', exact: true }).click();
  await expect(page.getByText('Амжилттай нэмэгдлээ.')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: room })).toContainText('Багтаамж: 8');

  // A seeded slot that a meeting uses cannot be deleted, and the screen says so.
  await page.getByRole('button', { name: 'Цаг устгах' }).click();
  await page.getByRole('button', { name: /10:00 цагийг устгах/ }).first().click();
  await page.getByRole('dialog').getByRole('button', { name: 'Устгах' }).click();
  await expect(page.getByText('Энэ цагт уулзалт товлогдсон тул устгах боломжгүй.')).toBeVisible();
});
