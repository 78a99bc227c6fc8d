import { expect, test, type Page } from '@playwright/test';

/** Answers every sub-question of the current page: yes when `yes(cid)` says so, else no. */
async function answerPage(page: Page, yes: (cid: string) => boolean, labels = { yes: 'Тийм', no: 'Үгүй' }) {
  const rows = page.locator('fieldset[data-question]');
  for (const row of await rows.all()) {
    const cid = (await row.getAttribute('data-question'))!;
    await row.getByRole('radio', { name: yes(cid) ? labels.yes : labels.no, exact: true }).check();
  }
}

test('the chooser leads to the member and the own-interest assessments', async ({ page }) => {
  await page.goto('/mm/assessment');
  await expect(page.getByRole('heading', { level: 1, name: 'Хариуцлагатай уул уурхайн өөрийн үнэлгээ' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Гишүүн байгууллага/ })).toHaveAttribute('href', '/mm/member-assessment');
  await page.getByRole('link', { name: /Өөрийн сонирхлоор/ }).click();
  await expect(page).toHaveURL(/\/mm\/self-assessment$/);
});

test('the open self-assessment: intro checks, one group per page, a failed submit keeps the answers, the result ring', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/mm/self-assessment');

  // Page 0: Start is disabled while the form is invalid; pressing it marks every field.
  const start = page.getByRole('button', { name: 'Эхлэх' });
  await expect(start).toBeDisabled();
  await start.click({ force: true });
  await expect(page.getByText('Байгууллагын нэрээ оруулна уу')).toBeVisible();
  await expect(page.getByText('Имэйл хаягаа оруулна уу')).toBeVisible();
  await expect(page.getByText('Утасны дугаараа оруулна уу')).toBeVisible();

  await page.getByLabel('Байгууллагын нэр').fill(`E2E Майнинг ${Date.now()}`);
  await page.getByLabel('И-мэйл хаяг').fill('info@e2e.m');
  await page.getByLabel('Утасны дугаар').fill('99112233');
  await expect(page.getByText('Имэйл хаяг буруу байна')).toBeVisible();
  await expect(start).toBeDisabled();
  await page.getByLabel('И-мэйл хаяг').fill('info@e2e.mn');
  await expect(start).toBeEnabled();
  await start.click();

  // Page 1: Next needs every sub-question; the warning shows for 5 s.
  await expect(page.getByText('5 хэсгээс 1-р хэсэг')).toBeVisible();
  await page.getByRole('button', { name: 'Дараах' }).click();
  const warning = page.getByText('Бүх асуултанд хариулна уу.');
  await expect(warning).toBeVisible();
  await expect(page.locator('fieldset[data-missing]')).toHaveCount(6);
  await expect(warning).toBeHidden({ timeout: 7000 });
  await answerPage(page, () => true);
  await expect(page.locator('fieldset[data-missing]')).toHaveCount(0);
  await page.getByRole('button', { name: 'Дараах' }).click();

  // Previous is free and keeps the answers; the intro keeps its values.
  await expect(page.getByText('5 хэсгээс 2-р хэсэг')).toBeVisible();
  await page.getByRole('button', { name: 'Өмнөх' }).click();
  await expect(page.locator('fieldset[data-question="1.1.1"]').getByRole('radio', { name: 'Тийм' })).toBeChecked();
  await page.getByRole('button', { name: 'Өмнөх' }).click();
  await expect(page.getByLabel('Утасны дугаар')).toHaveValue('99112233');
  await page.getByRole('button', { name: 'Эхлэх' }).click();
  await page.getByRole('button', { name: 'Дараах' }).click();

  for (let p = 2; p <= 5; p++) {
    await expect(page.getByText(`5 хэсгээс ${p}-р хэсэг`)).toBeVisible();
    await answerPage(page, (cid) => cid === '2.1.1');
    if (p < 5) await page.getByRole('button', { name: 'Дараах' }).click();
  }

  // The first Finish fails on the server: an error shows and every answer stays.
  let failOnce = true;
  await page.route(/\/api\/mm\/insert\/answer(\?|$)/, async (route) => {
    if (!failOnce) return route.continue();
    failOnce = false;
    await route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: 'Серверт алдаа гарлаа.' }) });
  });
  await page.getByRole('button', { name: 'Дуусгах' }).click();
  await expect(page.getByText(/Алдаа гарлаа! Хариултууд хадгалагдсангүй/)).toBeVisible();
  await expect(page.locator('fieldset[data-question="5.2.3"]').getByRole('radio', { name: 'Үгүй' })).toBeChecked();

  await page.getByRole('button', { name: 'Дуусгах' }).click();
  // 6 yes on page 1 and 2.1.1: 7 of 30 → 23 %.
  await expect(page.getByRole('heading', { name: 'Таны үнэлгээний үр дүн' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Үр дүн: 23%' })).toBeVisible();
  await expect(page.getByText('Нийт 30 асуултаас 7-д нь «Тийм» гэж хариулсан байна.')).toBeVisible();
});

test('the English intro uses the English messages', async ({ page }) => {
  await page.goto('/en/mm/self-assessment');
  await page.getByRole('button', { name: 'Start' }).click({ force: true });
  await expect(page.getByText('Please enter your organization name')).toBeVisible();
  await page.getByLabel('E-mail').fill('nobody');
  await page.getByLabel('E-mail').blur();
  await expect(page.getByText('Email address is invalid')).toBeVisible();
});

test('the open self-assessment keeps its answers in the browser across a reload until it is submitted', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/mm/self-assessment');
  await page.getByLabel('Байгууллагын нэр').fill('Дахин ачаалах ХХК');
  await page.getByLabel('И-мэйл хаяг').fill('reload@e2e.mn');
  await page.getByLabel('Утасны дугаар').fill('99112244');
  await page.getByRole('button', { name: 'Эхлэх' }).click();
  await expect(page.getByText('5 хэсгээс 1-р хэсэг')).toBeVisible();
  await answerPage(page, (cid) => cid !== '1.1.2');
  await page.getByRole('button', { name: 'Дараах' }).click();
  await expect(page.getByText('5 хэсгээс 2-р хэсэг')).toBeVisible();
  await page.locator('fieldset[data-question="2.1.1"]').getByRole('radio', { name: 'Тийм', exact: true }).check();

  await page.reload();
  // Back on the page the visitor left, with its answer; the earlier page and the intro are kept too.
  await expect(page.getByText('5 хэсгээс 2-р хэсэг')).toBeVisible();
  await expect(page.locator('fieldset[data-question="2.1.1"]').getByRole('radio', { name: 'Тийм', exact: true })).toBeChecked();
  await page.getByRole('button', { name: 'Өмнөх' }).click();
  await expect(page.locator('fieldset[data-question="1.1.2"]').getByRole('radio', { name: 'Үгүй', exact: true })).toBeChecked();
  await page.getByRole('button', { name: 'Өмнөх' }).click();
  await expect(page.getByLabel('Байгууллагын нэр')).toHaveValue('Дахин ачаалах ХХК');
  await page.getByRole('button', { name: 'Эхлэх' }).click();
  for (let p = 1; p <= 5; p++) {
    await expect(page.getByText(`5 хэсгээс ${p}-р хэсэг`)).toBeVisible();
    await answerPage(page, () => true);
    await page.getByRole('button', { name: p < 5 ? 'Дараах' : 'Дуусгах' }).click();
  }
  await expect(page.getByRole('img', { name: 'Үр дүн: 100%' })).toBeVisible();

  // Submitted: a new visit starts empty.
  await page.goto('/mm/self-assessment');
  await expect(page.getByLabel('Байгууллагын нэр')).toHaveValue('');
});

test('keyboard focus follows the step: the new step’s heading, never lost to the top of the page', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/en/mm/self-assessment');
  await page.getByLabel('Organisation name').fill(`Focus ${Date.now()}`);
  await page.getByLabel('E-mail').fill('focus@e2e.mn');
  await page.getByLabel('Phone number').fill('99112233');
  // Start with Enter from the last field: the pressed form is gone, the first section's heading has the focus.
  await page.getByLabel('Phone number').press('Enter');
  await expect(page.getByRole('heading', { level: 2, name: /^1\./ })).toBeFocused();

  // Previous from the first section returns to the intro's heading.
  await page.getByRole('button', { name: 'Previous' }).press('Enter');
  await expect(page.getByRole('heading', { level: 2, name: 'Your organisation' })).toBeFocused();
  await page.getByRole('button', { name: 'Start' }).press('Enter');
  await expect(page.getByRole('heading', { level: 2, name: /^1\./ })).toBeFocused();

  for (let p = 1; p <= 5; p++) {
    await answerPage(page, () => true, { yes: 'Yes', no: 'No' });
    await page.getByRole('button', { name: p < 5 ? 'Next' : 'Finish' }).press('Enter');
  }
  // The result is announced where the focus is: on its heading.
  await expect(page.getByRole('heading', { level: 2, name: 'Your assessment result' })).toBeFocused();
});
