import { expect, test } from '@playwright/test';
import { signInAsAdmin } from './support/auth';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

test('banners are reordered by swapping neighbours and saved in one go', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/admin/slides');

  // The list is the shared grid: its images in the order the site shows them.
  const list = page.getByRole('region', { name: 'Жагсаалт' });
  const sources = () => list.locator('img').evaluateAll((imgs) => imgs.map((i) => i.getAttribute('src')));
  await expect(list.getByRole('grid').or(page.getByText('Баннер хоосон байна'))).toBeVisible();
  const seeded = (await sources()).length;

  // Two banners of our own, so there is something to swap whatever the seed holds.
  for (const [i, name] of ['first.png', 'second.png'].entries()) {
    await page.getByRole('button', { name: 'Зураг нэмэх' }).click();
    await page.getByRole('button', { name: 'Хадгалах' }).click();
    await expect(page.getByText('Зураг оруулна уу', { exact: true })).toBeVisible();
    await page.getByLabel('Баннерын зураг').setInputFiles({ name, mimeType: 'image/png', buffer: PNG });
    await page.getByRole('button', { name: 'Хадгалах' }).click();
    // Adding returns to the list, which now holds one more banner at the end.
    await expect(page.getByRole('button', { name: 'Жагсаалт' })).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(async () => (await sources()).length).toBe(seeded + i + 1);
  }
  const before = await sources();

  await page.getByRole('button', { name: 'Дараалал өөрчлөх' }).click();
  const rows = page.locator('tbody tr');
  await expect(rows.first().getByRole('button', { name: /дээш/ })).toBeDisabled();
  await expect(rows.last().getByRole('button', { name: /доош/ })).toBeDisabled();
  await rows.last().getByRole('button', { name: /дээш/ }).click();
  await page.getByRole('button', { name: 'Дараалал хадгалах' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Дараалал хадгалагдлаа.' })).toBeVisible();

  const expected = [...before];
  [expected[expected.length - 2], expected[expected.length - 1]] = [expected[expected.length - 1], expected[expected.length - 2]];
  await expect.poll(sources).toEqual(expected);
  await page.reload();
  await expect.poll(sources).toEqual(expected);
});

test('a menu is added at each level; sub levels hang under their parent and show on the site', async ({ page }) => {
  const stamp = Date.now();
  const names = [`Е2Е үндсэн ${stamp}`, `Е2Е дэд ${stamp}`, `Е2Е дэд дэд ${stamp}`];
  await signInAsAdmin(page);
  await page.goto('/admin/link');

  for (const [i, name] of names.entries()) {
    await page.getByRole('button', { name: 'Цэс нэмэх' }).click();
    const form = page.getByRole('form', { name: 'Цэс нэмэх' });
    const level = form.getByRole('group', { name: 'Түвшин' });
    if (i === 0) {
      await form.getByRole('button', { name: 'Нэмэх' }).click();
      await expect(form.getByRole('alert')).toHaveText('Хуудасны төрлийг сонгоно уу');
      // A second click on a chosen radio clears it.
      const staticType = form.getByLabel('Статик хуудас');
      await staticType.click();
      await staticType.click();
      await expect(staticType).not.toBeChecked();
      await staticType.click();
      await level.getByLabel(/^1/).click();
    } else {
      await level.getByLabel(new RegExp(`^${i + 1}`)).click();
      await expect(form.getByLabel('Статик хуудас')).toBeDisabled();
      await form.getByRole('button', { name: 'Нэмэх' }).click();
      await expect(form.getByRole('alert')).toHaveText('Эцэг цэсийг сонгоно уу');
      await form.getByLabel('Эцэг цэс').selectOption({ label: names[i - 1] });
    }
    await form.getByRole('textbox', { name: 'Нэр', exact: true }).fill(name);
    await form.getByRole('textbox', { name: 'Англи нэр' }).fill(`E2E level ${i + 1} ${stamp}`);
    await form.getByRole('button', { name: 'Нэмэх' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Цэс нэмэгдлээ.' })).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: name })).toContainText(`${i + 1} —`);
  }

  // The tree shows each level right under its parent.
  const order = await page.getByRole('region', { name: 'Цэсний удирдлага' }).getByRole('row').allTextContents();
  const at = names.map((n) => order.findIndex((row) => row.includes(n)));
  expect(at[1]).toBe(at[0] + 1);
  expect(at[2]).toBe(at[1] + 1);

  await page.goto('/mm');
  await expect(page.getByText(names[0]).first()).toBeAttached();

  // Deleting asks with the menu's name; the parent goes after its children.
  await page.goto('/admin/link');
  for (const name of [...names].reverse()) {
    await page.getByRole('button', { name: `Устгах: ${name}` }).click();
    await expect(page.getByRole('dialog')).toContainText(`${name} цэсийг устгах уу?`);
    await page.getByRole('dialog').getByRole('button', { name: 'Устгах' }).click();
    await expect(page.getByRole('button', { name: `Устгах: ${name}` })).toHaveCount(0);
  }
});

test('a new static menu gets its page written in the page editor, shown at /mm/page/{cid}', async ({ page }) => {
  await signInAsAdmin(page);
  const stamp = Date.now();
  const made = await page.request.post('/api/admin/insert/category', {
    data: { category: `E2E хуудас ${stamp}`, category_en: `E2E page ${stamp}`, category_status: true, page_type: 'static', category_level: 1 },
  });
  expect(made.ok()).toBeTruthy();
  const { category } = (await made.json()) as { category: { cid: number } };

  // No page yet: the first save adds it for this menu (the editor supplies the menu's cid), later saves update it.
  await page.goto(`/admin/edit-static/${category.cid}`);
  await expect(page.getByRole('heading', { name: `Хуудас засах: E2E хуудас ${stamp}` })).toBeVisible();
  const text = page.getByRole('textbox', { name: 'Монгол агуулга' });
  await text.click();
  await text.pressSequentially(`Шинэ хуудасны агуулга ${stamp}`);
  await page.getByRole('button', { name: 'Нэмэх', exact: true }).click();
  await expect(page.getByText('Хуудас амжилттай хадгалагдлаа.')).toBeVisible();
  // From now on the stored page is edited: its versions, and Save instead of Add.
  await expect(page.getByRole('link', { name: 'Хувилбарууд' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Хадгалах' })).toBeVisible();

  await page.goto(`/mm/page/${category.cid}`);
  await expect(page.getByText(`Шинэ хуудасны агуулга ${stamp}`)).toBeVisible();
  await page.request.delete(`/api/admin/delete/category?cid=${category.cid}`);
});
