import { expect, test, type Page } from '@playwright/test';
import { PNG, uniqueNames } from './directory-support';

/** Step 1 of the wizard: the registrant's four required fields. */
async function fillRegistrant(page: Page) {
  await page.getByRole('textbox', { name: 'Нэр', exact: true }).fill('Э2Э Болд');
  await page.getByRole('textbox', { name: 'Албан тушаал' }).fill('Захирал');
  await page.getByRole('textbox', { name: 'Цахим шуудан', exact: true }).fill('bold.e2e@example.mn');
  await page.getByRole('textbox', { name: 'Утасны дугаар' }).fill('99112233');
  await page.getByRole('button', { name: 'Үргэлжлүүлэх' }).click();
  await expect(page.getByRole('heading', { name: /Алхам 2 \/ 3/ })).toBeVisible();
}

test.describe('the directory registration wizard', () => {
  test('a company registers in three steps and waits for approval', async ({ page }) => {
    const names = uniqueNames();
    await page.goto('/yellow-page/register');
    await expect(page.getByText('Илгээсэн мэдээллийг админ хянаж баталсны дараа лавлахад нийтлэгдэнэ.')).toBeVisible();

    // Step 1 refuses empty fields with the spec's message.
    await page.getByRole('button', { name: 'Үргэлжлүүлэх' }).click();
    await expect(page.getByText('Энэ талбарыг бөглөнө үү.').first()).toBeVisible();
    await fillRegistrant(page);

    // Back keeps what was typed.
    await page.getByRole('button', { name: 'Буцах' }).click();
    await expect(page.getByRole('textbox', { name: 'Албан тушаал' })).toHaveValue('Захирал');
    await page.getByRole('button', { name: 'Үргэлжлүүлэх' }).click();

    // Step 2, company: the spec's messages for what is missing.
    await page.getByRole('button', { name: 'Илгээх' }).click();
    await expect(page.getByText('Дэд ангиллыг сонгоно уу.')).toBeVisible();
    await expect(page.getByText('Лого оруулна уу')).toBeVisible();
    await expect(page.getByText('Байгууллагын нэрийг /монголоор/ оруулна уу')).toBeVisible();
    await expect(page.getByText('Байгууллагын регистрийн дугаарыг оруулна уу')).toBeVisible();

    await page.getByLabel('Үндсэн ангилал').first().selectOption('02');
    await page.getByLabel('Дэд ангилал').first().selectOption({ index: 1 });
    await page.getByRole('button', { name: 'Ангилал нэмэх' }).click();
    await page.getByLabel('Дэд ангилал').nth(1).selectOption({ index: 1 });
    await page.getByRole('button', { name: 'Ангилал 2-г хасах' }).click();
    await expect(page.getByRole('button', { name: /Ангилал \d-г хасах/ })).toHaveCount(0);

    await page.getByLabel('Байгууллагын нэр (монголоор)').fill(names.mn.toLowerCase());
    await page.getByLabel('Байгууллагын нэр (англиар)').fill(names.en.toLowerCase());
    await page.getByLabel('Регистрийн дугаар').fill('6543210');
    await page.getByLabel('Цахим шуудан 1').fill('info@e2e.mn');
    // A second phone: remove appears only while there is more than one.
    const phones = page.getByRole('group', { name: 'Утас' });
    await expect(phones.getByRole('button', { name: /хасах$/ })).toHaveCount(0);
    await page.getByRole('button', { name: 'Нэмэх: Утас' }).click();
    await expect(phones.getByRole('button', { name: /хасах$/ })).toHaveCount(2);
    await page.getByRole('textbox', { name: 'Утас 1', exact: true }).fill('77001122');
    await page.getByRole('textbox', { name: 'Утас 2', exact: true }).fill('77001133');
    await page.getByLabel(/^Лого/).setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
    await page.getByRole('button', { name: 'Илгээх' }).click();

    await expect(page.getByText('Бүртгэлийн хүсэлт илгээгдлээ')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Лавлахын нүүр рүү буцах' }).last()).toHaveAttribute('href', '/yellow-page');

    // Not public before an administrator approves it.
    await page.goto(`/yp/search?q=${encodeURIComponent(names.mn)}&type=company`);
    await expect(page.getByText('Тохирох хайлтын үр дүн олдсонгүй.')).toBeVisible();
  });

  test('a mining consultant registers through the same wizard', async ({ page }) => {
    await page.goto('/yp/register');
    await fillRegistrant(page);
    await page.getByLabel('Уул уурхайн зөвлөх').check();
    await page.getByRole('button', { name: 'Илгээх' }).click();
    await expect(page.getByText('Байгууллагын нэрийг /монголоор/ оруулна уу')).toBeVisible();
    await expect(page.getByText('Утасны дугаар оруулна уу')).toBeVisible();

    const names = uniqueNames('ЗӨВЛӨХ', 'ADVISER');
    await page.getByLabel('Нэр (монголоор)').fill(names.mn);
    await page.getByLabel('Нэр (англиар)').fill(names.en);
    await page.getByLabel('Мэргэжил (монголоор)').fill('Уурхайн инженер');
    await page.getByLabel('Мэргэжил (англиар)').fill('Mining engineer');
    await page.getByRole('textbox', { name: 'Утасны дугаар' }).fill('88112233');
    await page.getByLabel('Зөвлөх чиглэл (монголоор)').fill('Уурхайн төлөвлөлт');
    await page.getByRole('button', { name: 'Илгээх' }).click();
    await expect(page.getByText('Бүртгэлийн хүсэлт илгээгдлээ')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Лавлахын нүүр рүү буцах' }).last()).toHaveAttribute('href', '/yp');
  });
});
