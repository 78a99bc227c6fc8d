import { expect, test } from '@playwright/test';

test.describe('/mm project pages', () => {
  test('a mineral photo opens larger in the photo viewer, its buttons named (the gallery hands the viewer its strings)', async ({ page }) => {
    await page.goto('/mm/page/21');
    await page.locator('a[data-lightbox]').first().click();
    const dialog = page.getByRole('dialog', { name: 'Зураг томоор' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Хаах' })).toBeFocused();
    await expect(dialog.getByText(/· 1 \/ \d+$/)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });
});
