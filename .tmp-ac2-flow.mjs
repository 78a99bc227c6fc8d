import { chromium } from '@playwright/test';
import fs from 'node:fs';
const base = 'http://localhost:3212';
const PNG = fs.readFileSync('public/images/seed/logo-01.png');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
const MP4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.alloc(30 * 1024 * 1024)]);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
page.on('console', (m) => { if (m.type() === 'error') console.log('console', m.text().slice(0, 500)); });
const { csrfToken } = await (await page.request.get(`${base}/api/auth/csrf`)).json();
await page.request.post(`${base}/api/auth/callback/dev`, { form: { csrfToken, email: 'admin@example.com', json: 'true', callbackUrl: '/admin/dashboard' } });
const step = async (name, fn) => { try { await fn(); console.log('OK', name); } catch (e) { console.log('FAIL', name, e.message.split('\n')[0]); await page.screenshot({ path: `/tmp/ac2/fail-${name}.png`, fullPage: true }); } };

await step('video', async () => {
  await page.goto(base + '/admin/video');
  await page.getByLabel('Бичлэгийн нэр').fill('Туршилтын бичлэг');
  await page.getByLabel('Бичлэг (MP4)').setInputFiles({ name: 'a.png', mimeType: 'image/png', buffer: PNG });
  await page.getByText('Зөвхөн MP4 файл сонгоно уу.').waitFor();
  await page.getByLabel('Бичлэг (MP4)').setInputFiles({ name: 'clip.mp4', mimeType: 'video/mp4', buffer: MP4 });
  await page.getByRole('button', { name: 'Нэмэх' }).click();
  await page.locator('progress').waitFor({ timeout: 5000 });
  await page.screenshot({ path: '/tmp/ac2/video-progress.png' });
  await page.getByRole('status').filter({ hasText: 'Бичлэг нэмэгдлээ.' }).waitFor({ timeout: 120000 });
  await page.getByRole('cell', { name: 'Туршилтын бичлэг', exact: true }).waitFor();
});

await step('companies-duplicate', async () => {
  await page.goto(base + '/admin/companies');
  await page.getByRole('button', { name: 'Компани нэмэх' }).click();
  await page.getByLabel('Байгууллагын нэр').fill('Давхар компани');
  await page.getByLabel('И-мэйл').fill('member@example.com');
  await page.getByLabel('Лого').setInputFiles({ name: 'l.png', mimeType: 'image/png', buffer: PNG });
  await page.getByRole('button', { name: 'Нэмэх' }).click();
  await page.getByText('Бүртгэлтэй и-мэйл хаяг байна.').waitFor();
  await page.screenshot({ path: '/tmp/ac2/companies-dup.png' });
  await page.getByText('Бүртгэлтэй и-мэйл хаяг байна.').waitFor({ state: 'hidden', timeout: 8000 });
  await page.getByLabel('И-мэйл').fill(`new-${Date.now()}@example.com`);
  await page.getByRole('button', { name: 'Нэмэх' }).click();
  await page.getByRole('dialog').getByText('Амжилттай шинэчлэгдлээ.').waitFor();
  await page.getByRole('dialog').waitFor({ state: 'hidden', timeout: 6000 });
  await page.getByLabel('Байгууллагын нэрээр хайх').fill('Давхар');
  await page.getByLabel('Байгууллагын нэрээр хайх').press('Enter');
  await page.getByRole('cell', { name: 'Давхар компани', exact: true }).waitFor();
  await page.screenshot({ path: '/tmp/ac2/companies-search.png' });
});

await step('auditor', async () => {
  await page.goto(base + '/admin/auditor');
  await page.getByRole('button', { name: 'Аудитор нэмэх' }).click();
  await page.getByLabel('Нэр', { exact: true }).fill('Туршилт Аудитор');
  await page.getByLabel('Эмэгтэй').check();
  await page.screenshot({ path: '/tmp/ac2/auditor-form.png', fullPage: true });
  await page.getByRole('button', { name: 'Нэмэх' }).click();
  await page.getByRole('dialog').getByText('Амжилттай шинэчлэгдлээ.').waitFor();
  await page.getByRole('dialog').waitFor({ state: 'hidden', timeout: 6000 });
  const row = page.getByRole('row', { name: /Туршилт Аудитор/ });
  await row.getByRole('button', { name: /Устгах/ }).click();
  await page.getByText('Туршилт Аудитор аудиторыг устгах уу?').waitFor();
  await page.getByRole('dialog').getByRole('button', { name: 'Устгах' }).click();
  await row.waitFor({ state: 'detached' });
});

await step('mining', async () => {
  await page.goto(base + '/admin/sustainable-mining');
  await page.getByRole('button', { name: 'Файл нэмэх' }).click();
  await page.getByLabel('Файлын нэр').fill('Туршилтын тайлан');
  await page.getByLabel('Постер зургууд').setInputFiles([{ name: 'a.png', mimeType: 'image/png', buffer: PNG }, { name: 'b.png', mimeType: 'image/png', buffer: PNG }]);
  await page.getByRole('button', { name: '2-р постерыг дээш зөөх' }).click();
  await page.getByLabel('PDF файл').setInputFiles({ name: 'x.pdf', mimeType: 'application/pdf', buffer: PDF });
  await page.screenshot({ path: '/tmp/ac2/mining-form.png', fullPage: true });
  await page.getByRole('button', { name: 'Нэмэх' }).click();
  await page.getByRole('status').filter({ hasText: 'Амжилттай хадгалагдлаа.' }).waitFor();
  const row = page.getByRole('row', { name: /Туршилтын тайлан/ });
  await row.getByRole('button', { name: /Засах/ }).click();
  await page.getByRole('button', { name: '1-р постерыг хасах' }).click();
  await page.getByLabel('Постер зургууд').setInputFiles([{ name: 'c.png', mimeType: 'image/png', buffer: PNG }]);
  await page.getByRole('button', { name: 'Хадгалах' }).click();
  await page.getByRole('status').filter({ hasText: 'Амжилттай хадгалагдлаа.' }).waitFor();
  if ((await row.locator('img').count()) !== 2) throw new Error('expected 2 posters');
});

await step('trade', async () => {
  await page.goto(base + '/admin/trade');
  await page.getByRole('button', { name: 'Шүүх' }).click();
  await page.locator('#trade-start[aria-invalid="true"]').waitFor();
  await page.getByLabel('CSV эсвэл JSON файл').setInputFiles('/tmp/ac2/trades.csv');
  await page.getByRole('button', { name: 'Оруулах' }).click();
  await page.getByText('Хүлээн авсан мөр: 2, татгалзсан мөр: 2').waitFor();
  await page.getByLabel('Төрөл').selectOption('notice');
  await page.getByRole('columnheader', { name: /Захиалгын дугаар/ }).waitFor();
  await page.screenshot({ path: '/tmp/ac2/trade-import.png', fullPage: true });
});

await step('membership', async () => {
  await page.goto(base + '/admin/membership');
  await page.getByRole('button', { name: 'Лого нэмэх' }).first().click();
  await page.getByLabel('Нэр', { exact: true }).fill('Туршилт ХХК');
  await page.getByLabel('Лого', { exact: true }).setInputFiles({ name: 'l.png', mimeType: 'image/png', buffer: PNG });
  await page.screenshot({ path: '/tmp/ac2/membership-form.png', fullPage: true });
  await page.getByRole('button', { name: 'Нэмэх' }).click();
  await page.getByRole('dialog').getByText('Амжилттай шинэчлэгдлээ.').waitFor();
});
await browser.close();
