import path from 'node:path';
import { expect, test } from '@playwright/test';
import JSZip from 'jszip';
import { signInAsAdmin } from './support/auth';
import { e2eDataDir } from './support/env';
import { downloadBytes } from './assessment-files';

const stateFile = path.join(e2eDataDir(), `assessment-admin-state-${process.pid}.json`);
test.use({ storageState: stateFile });

test.beforeAll(async ({ browser }, testInfo) => {
  const page = await browser.newPage({ baseURL: testInfo.project.use.baseURL, storageState: undefined });
  await signInAsAdmin(page);
  await page.context().storageState({ path: stateFile });
  await page.close();
});

test('the question editor checks the index format and duplicates, derives the parent and saves', async ({ page }) => {
  await page.goto('/admin/update-assessment');
  await expect(page.getByRole('heading', { name: '1. Засаглал, ёс зүй ба ил тод байдал' })).toBeVisible();

  await page.getByRole('button', { name: 'Асуулт нэмэх' }).click();
  const cid = page.getByLabel('Индекс');
  // Improvement guidance belongs to sub-questions only: not shown until the index is one.
  const guidance = page.getByRole('textbox', { name: 'Сайжруулах зөвлөмж', exact: true });
  await cid.fill('7');
  await expect(guidance).toHaveCount(0);
  await expect(page.getByText('Индексийн формат буруу байна. Жишээ нь: 7.4, 7.4.1').first()).toBeVisible();
  await page.getByRole('textbox', { name: 'Асуулт', exact: true }).fill('E2E асуулт');
  await page.getByRole('button', { name: 'Нэмэх', exact: true }).click();
  await expect(page.getByText('Индексийн формат алдаатай байна.')).toBeVisible();

  await cid.fill('1.1.1');
  await expect(page.getByText('Индекс давхцаж байна').first()).toBeVisible();
  await page.getByRole('button', { name: 'Нэмэх', exact: true }).click();
  await expect(page.getByText('Индексийн формат алдаатай байна.')).toBeVisible();

  // A sub-question index shows its derived parent while typing, and the guidance a heading has no use for.
  await cid.fill('5.2.9');
  await expect(page.getByText('Эцэг индекс: 5.2')).toBeVisible();
  await expect(guidance).toBeVisible();
  // Saved as a heading (two parts, no parent), which the public questionnaire leaves out until it has
  // sub-questions: other browser tests answering the questionnaire at the same time are not disturbed.
  const fresh = `9.${Date.now() % 10000}`;
  await cid.fill(fresh);
  await expect(page.getByText('Гарчиг (эцэг индексгүй)')).toBeVisible();
  await expect(guidance).toHaveCount(0);
  await expect(page.getByText('Индекс давхцаж байна')).toHaveCount(0);
  await page.getByRole('button', { name: 'Нэмэх', exact: true }).click();
  await expect(page.getByText('Амжилттай хадгалагдлаа.')).toBeVisible();
  await expect(page.getByText('E2E асуулт')).toBeVisible();

  // Mode B: editing with the index unchanged skips the duplicate check; then delete it.
  await page.getByRole('button', { name: 'Засах, устгах' }).click();
  await page.getByRole('button', { name: `Засах ${fresh}` }).click();
  await expect(page.getByLabel('Индекс')).toHaveValue(fresh);
  await page.getByRole('textbox', { name: 'Асуулт', exact: true }).fill('E2E асуулт засварласан');
  await expect(page.getByText('Индекс давхцаж байна')).toHaveCount(0);
  await page.getByRole('button', { name: 'Хадгалах' }).click();
  await expect(page.getByText('E2E асуулт засварласан')).toBeVisible();
  await page.getByRole('button', { name: `Устгах ${fresh}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Устгах' }).click();
  await expect(page.getByText('E2E асуулт засварласан')).toHaveCount(0);
});

test('open assessment respondents page and show one respondent grouped with totals', async ({ page }) => {
  await page.goto('/admin/assessment-result');
  await expect(page.getByRole('gridcell', { name: 'Бөөрөлж Эксплорэйшн ХХК', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Дэлгэрэнгүй: Бөөрөлж Эксплорэйшн ХХК' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Нийт хариулт:')).toBeVisible();
  await expect(dialog.getByRole('heading', { name: '1. Засаглал, ёс зүй ба ил тод байдал' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Хаах' }).click();
  await expect(dialog).toBeHidden();
});

test('member results: the grid, the answers exported as PNG and PDF, the proof files as a ZIP', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/admin/assessment-member-result');
  const grid = page.getByRole('region', { name: 'Гишүүдийн үнэлгээний хүснэгт' });
  // A finished assessment (publication consented): the seeded member 3 has proof files too.
  const row = grid.getByRole('row').filter({ hasText: 'Зөвшөөрсөн' }).first();
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: /^Хариулт: / }).click();
  let dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('result-poster')).toBeVisible();
  const [png] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Зураг татах (PNG)' }).click()]);
  expect(png.suggestedFilename()).toBe('unelgee.png');
  expect((await downloadBytes(png)).subarray(1, 4).toString()).toBe('PNG');
  const [pdf] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'PDF татах' }).click()]);
  expect(pdf.suggestedFilename()).toMatch(/^unelgee-\d{4}-\d{2}-\d{2}\.pdf$/);
  expect((await downloadBytes(pdf)).subarray(0, 5).toString()).toBe('%PDF-');
  await dialog.getByRole('button', { name: 'Хаах' }).click();

  await row.getByRole('button', { name: /^Файл: / }).click();
  dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Албан бичиг')).toBeVisible();
  const zipButton = dialog.getByRole('button', { name: 'Нотлох баримтуудыг ZIP-ээр татах' });
  if (await zipButton.isVisible()) {
    const [zip] = await Promise.all([page.waitForEvent('download'), zipButton.click()]);
    expect(zip.suggestedFilename()).toMatch(/-proof\.zip$/);
    const archive = await JSZip.loadAsync(await downloadBytes(zip));
    expect(Object.keys(archive.files).length).toBeGreaterThan(0);
  }
});
