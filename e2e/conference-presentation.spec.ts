import { expect, test } from '@playwright/test';

type Presentation = { present_name: string };

test('presentations reload when the day or the hall changes, and the key speakers are listed', async ({ page, request }) => {
  await page.goto('/mw/presentation');
  const day = page.getByLabel('Өдөр', { exact: true });
  const hall = page.getByLabel('Танхим', { exact: true });
  const items = page.locator('main ol li');

  const expectList = async () => {
    const res = await request.get(`/api/mw/get/presentation?hall=${await hall.inputValue()}&agenda=${await day.inputValue()}`);
    const { presentations } = (await res.json()) as { presentations: Presentation[] };
    if (presentations.length === 0) await expect(page.getByText('Илтгэл байхгүй байна.')).toBeVisible();
    else await expect(items.locator('span').first()).toHaveText(presentations[0].present_name);
    await expect(items).toHaveCount(presentations.length);
  };

  await expectList();
  const halls = await hall.locator('option').allInnerTexts();
  expect(halls.length).toBeGreaterThan(1);
  await hall.selectOption({ index: 1 });
  await expectList();
  await day.selectOption({ index: 2 });
  await expectList();

  const { presenter } = await (await request.get('/api/mw/get/presenter?id=3')).json();
  await expect(page.getByRole('heading', { name: 'Гол илтгэгчид' })).toBeVisible();
  await expect(page.getByText(presenter[0].name_mn, { exact: true })).toBeVisible();
});

test('the English page names halls and speakers in English', async ({ page, request }) => {
  await page.goto('/en/mw/presentation');
  const { hall } = await (await request.get('/api/mw/get/hall?event=3')).json();
  await expect(page.getByLabel('Hall', { exact: true }).locator('option').first()).toHaveText(hall[0].hall_name_en);
  await expect(page.getByRole('heading', { name: 'Key speakers' })).toBeVisible();
});
