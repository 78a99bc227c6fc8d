import { expect, test } from '@playwright/test';

test.describe('the membership request (/mm/membership#3)', () => {
  test('shows every rule beside its field in the spec order, then sends and shows the success banner', async ({ page }) => {
    await page.goto('/mm/membership#3');
    await expect(page.getByRole('tab', { name: 'Гишүүн болох' })).toHaveAttribute('aria-selected', 'true');
    const send = page.getByRole('button', { name: 'Хүсэлт илгээх' });
    const fields: [string, string, () => Promise<void>][] = [
      ['Байгууллага эсвэл овог нэр', 'Овог нэрээ оруулна уу', () => page.getByLabel('Байгууллага эсвэл овог нэр').fill('E2E Майнинг ХХК')],
      ['Имэйл хаяг', 'Имэйл хаягаа оруулна уу', () => page.getByLabel('Имэйл хаяг').fill(`e2e-${Date.now()}@example.com`)],
      ['Утасны дугаар', 'Утасны дугаараа оруулна уу', () => page.getByLabel('Утасны дугаар').fill('99112233')],
      ['Бизнесийн төрөл', 'Бизнесийн төрлөө оруулна уу', () => page.getByLabel('Бизнесийн төрөл').fill('Нүүрсний олборлолт')],
    ];
    await send.click();
    // One press of Send names every problem, each beside (and described by) its own field, in the spec's order.
    for (const [label, message] of fields) {
      const input = page.getByLabel(label);
      await expect(input).toHaveAttribute('aria-invalid', 'true');
      await expect(input).toHaveAccessibleDescription(message);
    }
    await expect(page.locator('form p[id$="-error"]')).toHaveText([...fields.map(([, message]) => message), 'Хүсэлтийн зорилгийг бөглөнө үү']);
    for (const [, , fix] of fields) await fix();
    await send.click();
    await expect(page.locator('form p[id$="-error"]')).toHaveText(['Хүсэлтийн зорилгийг бөглөнө үү']);
    await page.getByLabel('Гишүүнээр элсэх').check();
    await send.click();
    const banner = page.getByRole('status').filter({ hasText: 'Хүсэлт амжилттай илгээгдлээ.' });
    await expect(banner).toBeVisible();
    await expect(banner).toBeInViewport();
    await expect(page.getByLabel('Байгууллага эсвэл овог нэр')).toHaveValue('');
    // The banner clears itself after 10 seconds.
    await expect(banner).toBeHidden({ timeout: 13_000 });
  });

  test('on a phone the success message appears inside the viewport, next to Send (issue 27.3)', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/mm/membership#3');
    // On a phone the form is below the fold and mounts as the visitor scrolls towards it.
    const name = page.getByLabel('Байгууллага эсвэл овог нэр');
    await expect(async () => {
      await page.mouse.wheel(0, 400);
      await expect(name).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 20_000 });
    await name.fill('E2E Утас ХХК');
    await page.getByLabel('Имэйл хаяг').fill(`e2e-phone-${Date.now()}@example.com`);
    await page.getByLabel('Утасны дугаар').fill('99112233');
    await page.getByLabel('Бизнесийн төрөл').fill('Зэс');
    await page.getByLabel('Гишүүнээр элсэх').check();
    const send = page.getByRole('button', { name: 'Хүсэлт илгээх' });
    await send.scrollIntoViewIfNeeded();
    await send.click();
    const banner = page.getByRole('status').filter({ hasText: 'Хүсэлт амжилттай илгээгдлээ.' });
    await expect(banner).toBeInViewport({ ratio: 1 });
    // Still there well after the old banner would have gone out of sight.
    await page.waitForTimeout(8_000);
    await expect(banner).toBeInViewport({ ratio: 1 });
  });

  test('speaks English under /en and says so visibly when sending fails', async ({ page }) => {
    await page.route(/\/api\/mm\/insert\/office-request(\?|$)/, (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"x"}' }));
    await page.goto('/en/mm/member#3');
    await page.getByRole('button', { name: 'Send request' }).click();
    await expect(page.getByLabel('Organization or full name')).toHaveAccessibleDescription('Please enter your name');
    await page.getByLabel('Organization or full name').fill('E2E Mining LLC');
    await page.getByLabel('E-mail address').fill('e2e-failure@example.com');
    await page.getByLabel('Phone number').fill('99112233');
    await page.getByLabel('Type of business').fill('Coal');
    await page.getByLabel('Arrange a meeting with the office').check();
    await page.getByRole('button', { name: 'Send request' }).click();
    const alert = page.getByRole('alert').filter({ hasText: /\S/ });
    await expect(alert).toHaveText('The request could not be sent. Please try again.');
    await expect(alert).toBeInViewport();
  });
});
