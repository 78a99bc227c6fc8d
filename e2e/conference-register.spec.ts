import { expect, test } from '@playwright/test';

const FIELDS = {
  Байгууллага: 'Эрдэнэс Тест ХХК',
  Нэр: 'Болд',
  Овог: 'Дорж',
  Улс: 'Монгол',
  'Цахим шуудан': '',
  'Утасны дугаар': '99119911',
};

test.describe('/mw/register', () => {
  test('an incomplete form shows the warning and marks the missing fields red', async ({ page }) => {
    await page.goto('/mw/register');
    const form = page.locator('form');
    await form.getByRole('textbox', { name: 'Байгууллага', exact: true }).fill('Эрдэнэс Тест ХХК');
    await form.getByRole('textbox', { name: 'Нэр', exact: true }).fill('Болд');
    await form.getByRole('button', { name: 'Бүртгүүлэх' }).click();
    await expect(page.getByText('Бүртгэлийн хэсгийг бүрэн бөглөнө үү.')).toBeVisible();
    for (const label of ['Овог', 'Улс', 'Цахим шуудан', 'Утасны дугаар']) {
      await expect(form.getByRole('textbox', { name: label, exact: true })).toHaveAttribute('aria-invalid', 'true');
    }
    await expect(form.getByRole('textbox', { name: 'Байгууллага', exact: true })).toHaveAttribute('aria-invalid', 'false');
  });

  test('a complete form registers, shows the success message and clears; the same e-mail again gets a clear message', async ({ page }) => {
    const email = `e2e-${Date.now()}@example.com`;
    await page.goto('/mw/register');
    const form = page.locator('form');
    for (const [label, value] of Object.entries({ ...FIELDS, 'Цахим шуудан': email })) await form.getByRole('textbox', { name: label, exact: true }).fill(value);
    await form.getByRole('button', { name: 'Бүртгүүлэх' }).click();
    await expect(page.getByText('Бүртгэл амжилттай. Арга хэмжээнд хүлээж байна!')).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Цахим шуудан', exact: true })).toHaveValue('');
    await expect(form.getByRole('textbox', { name: 'Байгууллага', exact: true })).toHaveValue('');

    for (const [label, value] of Object.entries({ ...FIELDS, 'Цахим шуудан': email.toUpperCase() })) await form.getByRole('textbox', { name: label, exact: true }).fill(value);
    await form.getByRole('button', { name: 'Бүртгүүлэх' }).click();
    await expect(page.getByText('Энэ цахим шуудангаар Mining Week 2025-д аль хэдийн бүртгүүлсэн байна.')).toBeVisible();
    // The form keeps what was typed, so the visitor can correct the address.
    await expect(form.getByRole('textbox', { name: 'Цахим шуудан', exact: true })).toHaveValue(email.toUpperCase());
  });

  test('the English page speaks English', async ({ page }) => {
    await page.goto('/en/mw/register');
    await page.locator('form').getByRole('button', { name: 'Register' }).click();
    await expect(page.getByText('Please fill in the registration section completely.')).toBeVisible();
  });
});

test.describe('the archived 2023 edition', () => {
  test('takes no registration: its form page says plainly that registration is closed, in both languages', async ({ page }) => {
    await page.goto('/mw/2023/category/2');
    await expect(page.getByText('Энэ арга хэмжээний бүртгэл хаагдсан байна.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Бүртгүүлэх' })).toHaveCount(0);
    await expect(page.locator('main').getByRole('textbox')).toHaveCount(0);
    await page.goto('/en/mw/2023/category/2');
    await expect(page.getByText('Registration for this event is closed.')).toBeVisible();
  });
});
