import { expect, test } from '@playwright/test';

test.describe('the membership request (/mm/membership#3)', () => {
  test('reports the five rules one at a time in the spec order, then sends and shows the success banner', async ({ page }) => {
    await page.goto('/mm/membership#3');
    await expect(page.getByRole('tab', { name: 'Гишүүн болох' })).toHaveAttribute('aria-selected', 'true');
    const send = page.getByRole('button', { name: 'Хүсэлт илгээх' });
    // Next.js keeps an empty route announcer with role alert on every page: look at alerts that say something.
    const alert = page.getByRole('alert').filter({ hasText: /\S/ });
    const steps: [string, () => Promise<void>][] = [
      ['Овог нэрээ оруулна уу', () => page.getByLabel('Байгууллага эсвэл овог нэр').fill('E2E Майнинг ХХК')],
      ['Имэйл хаягаа оруулна уу', () => page.getByLabel('Имэйл хаяг').fill(`e2e-${Date.now()}@example.com`)],
      ['Утасны дугаараа оруулна уу', () => page.getByLabel('Утасны дугаар').fill('99112233')],
      ['Бизнесийн төрлөө оруулна уу', () => page.getByLabel('Бизнесийн төрөл').fill('Нүүрсний олборлолт')],
      ['Хүсэлтийн зорилгийг бөглөнө үү', () => page.getByLabel('Гишүүнээр элсэх').check()],
    ];
    for (const [message, fix] of steps) {
      await send.click();
      await expect(alert).toHaveText(message);
      await fix();
    }
    await send.click();
    const banner = page.getByRole('status').filter({ hasText: 'Хүсэлт амжилттай илгээгдлээ.' });
    await expect(banner).toBeVisible();
    await expect(page.getByLabel('Байгууллага эсвэл овог нэр')).toHaveValue('');
    // The banner clears itself after 10 seconds.
    await expect(banner).toBeHidden({ timeout: 13_000 });
  });

  test('speaks English under /en and says so visibly when sending fails', async ({ page }) => {
    await page.route('**/api/mm/insert/office-request', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"x"}' }));
    await page.goto('/en/mm/member#3');
    await page.getByRole('button', { name: 'Send request' }).click();
    const alert = page.getByRole('alert').filter({ hasText: /\S/ });
    await expect(alert).toHaveText('Please enter your name');
    await page.getByLabel('Organization or full name').fill('E2E Mining LLC');
    await page.getByLabel('E-mail address').fill('e2e-failure@example.com');
    await page.getByLabel('Phone number').fill('99112233');
    await page.getByLabel('Type of business').fill('Coal');
    await page.getByLabel('Arrange a meeting with the office').check();
    await page.getByRole('button', { name: 'Send request' }).click();
    await expect(alert).toHaveText('The request could not be sent. Please try again.');
  });
});
