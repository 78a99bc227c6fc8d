import { expect, test, type Page } from '@playwright/test';

/**
 * The public forms fetch react-hook-form only when the visitor reaches for one (components/ui/forms/useFormOnDemand).
 * What is typed or submitted while it is on its way must not be lost, and the inputs must stay the same elements.
 */

/** From now on every script arrives 1.5 s late; the returned function waits until all of them have arrived. */
async function delayScripts(page: Page) {
  let delayed = 0;
  let pending = 0;
  await page.route('**/_next/static/chunks/**', async (route) => {
    delayed++;
    pending++;
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue().catch(() => {}); // the page may have closed meanwhile
    pending--;
  });
  return async () => {
    await expect.poll(() => delayed, 'react-hook-form was fetched after the page had loaded').toBeGreaterThan(0);
    await expect.poll(() => pending, { timeout: 15_000 }).toBe(0);
  };
}

async function openWithSlowScripts(page: Page) {
  await page.goto('/mw/register');
  await page.waitForLoadState('networkidle');
  const scriptsArrived = await delayScripts(page);
  const form = page.locator('form');
  const company = form.getByRole('textbox', { name: 'Байгууллага', exact: true });
  // Marks the element itself: a re-mounted input would come without the mark.
  await company.evaluate((input) => (input.dataset.original = 'yes'));
  await company.click();
  await company.pressSequentially('Эрдэнэс Тест ХХК');
  return { form, company, scriptsArrived };
}

test.describe('/mw/register loads its form library on demand', () => {
  test('text typed before react-hook-form arrived stays, in the same input, and the form validates', async ({ page }) => {
    const { form, company, scriptsArrived } = await openWithSlowScripts(page);
    await scriptsArrived();
    await expect(company).toHaveValue('Эрдэнэс Тест ХХК');

    await form.getByRole('button', { name: 'Бүртгүүлэх' }).click();
    await expect(page.getByText('Бүртгэлийн хэсгийг бүрэн бөглөнө үү.')).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Овог', exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expect(company).toHaveAttribute('aria-invalid', 'false');
    await expect(company).toHaveValue('Эрдэнэс Тест ХХК');
    await expect(company).toHaveAttribute('data-original', 'yes');
  });

  test('a submit made before react-hook-form arrived is carried out once it has', async ({ page }) => {
    const { form, company } = await openWithSlowScripts(page);
    await form.getByRole('button', { name: 'Бүртгүүлэх' }).click();
    await expect(page.getByText('Бүртгэлийн хэсгийг бүрэн бөглөнө үү.')).toBeVisible();
    await expect(company).toHaveValue('Эрдэнэс Тест ХХК');
    await expect(company).toHaveAttribute('data-original', 'yes');
  });
});
