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
    await page.getByRole('textbox', { name: 'Нэр (монголоор)' }).fill(names.mn);
    await page.getByRole('textbox', { name: 'Нэр (англиар)' }).fill(names.en);
    await page.getByLabel('Мэргэжил (монголоор)').fill('Уурхайн инженер');
    await page.getByLabel('Мэргэжил (англиар)').fill('Mining engineer');
    await page.getByRole('textbox', { name: 'Утасны дугаар' }).fill('88112233');
    await page.getByLabel('Зөвлөх чиглэл (монголоор)').fill('Уурхайн төлөвлөлт');
    await page.getByRole('button', { name: 'Илгээх' }).click();
    await expect(page.getByText('Бүртгэлийн хүсэлт илгээгдлээ')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Лавлахын нүүр рүү буцах' }).last()).toHaveAttribute('href', '/yp');
  });
});

/** The wizard's words in each language, for the flow that runs in both. */
const WORDS = {
  mn: {
    path: '/yp/register',
    name: 'Нэр',
    position: 'Албан тушаал',
    email: 'Цахим шуудан',
    phone: 'Утасны дугаар',
    next: 'Үргэлжлүүлэх',
    back: 'Буцах',
    step2: /Алхам 2 \/ 3/,
    company: 'Байгууллага',
    consultant: 'Уул уурхайн зөвлөх',
    mainCategory: 'Үндсэн ангилал',
    subCategory: 'Дэд ангилал',
    nameMn: 'Байгууллагын нэр (монголоор)',
    registrationNumber: 'Регистрийн дугаар',
    addPhone: 'Нэмэх: Утас',
    phone2: 'Утас 2',
    profession: 'Мэргэжил (монголоор)',
  },
  en: {
    path: '/en/yp/register',
    name: 'Name',
    position: 'Position',
    email: 'E-mail',
    phone: 'Phone number',
    next: 'Continue',
    back: 'Back',
    step2: /Step 2 of 3/,
    company: 'Company',
    consultant: 'Mining consultant',
    mainCategory: 'Main category',
    subCategory: 'Sub-category',
    nameMn: 'Organisation name (Mongolian)',
    registrationNumber: 'Registration number',
    addPhone: 'Add: Phone',
    phone2: 'Phone 2',
    profession: 'Profession (Mongolian)',
  },
} as const;

/** Opens the wizard in one language and passes step 1. */
async function openStep2(page: Page, w: (typeof WORDS)[keyof typeof WORDS]) {
  await page.goto(w.path);
  await page.getByRole('textbox', { name: w.name, exact: true }).fill('Э2Э Сараа');
  await page.getByRole('textbox', { name: w.position }).fill('Менежер');
  await page.getByRole('textbox', { name: w.email, exact: true }).fill('saraa.e2e@example.mn');
  await page.getByRole('textbox', { name: w.phone }).fill('99887766');
  await page.getByRole('button', { name: w.next }).click();
  await expect(page.getByRole('heading', { name: w.step2 })).toBeVisible();
}

test.describe('the wizard on a phone', () => {
  test.use({ viewport: { width: 360, height: 780 } });

  for (const lang of ['mn', 'en'] as const) {
    test(`Back and forward, and switching type and back, lose nothing (${lang})`, async ({ page }) => {
      const w = WORDS[lang];
      await openStep2(page, w);

      // Company details, including a second phone row and a chosen sub-category.
      const sub = page.getByLabel(w.subCategory).first();
      await sub.selectOption({ index: 1 });
      const chosenSub = await sub.inputValue();
      await page.getByLabel(w.nameMn).fill('Э2Э Говь Ресурс');
      await page.getByLabel(w.registrationNumber).fill('7654321');
      await page.getByRole('button', { name: w.addPhone }).click();
      await page.getByRole('textbox', { name: w.phone2, exact: true }).fill('77009988');

      // Back to step 1 and forward again.
      await page.getByRole('button', { name: w.back, exact: true }).click();
      await expect(page.getByRole('textbox', { name: w.position })).toHaveValue('Менежер');
      await page.getByRole('button', { name: w.next }).click();
      await expect(page.getByRole('heading', { name: w.step2 })).toBeVisible();
      await expect(page.getByLabel(w.nameMn)).toHaveValue('Э2Э Говь Ресурс');
      await expect(page.getByLabel(w.registrationNumber)).toHaveValue('7654321');
      await expect(page.getByRole('textbox', { name: w.phone2, exact: true })).toHaveValue('77009988');
      await expect(page.getByLabel(w.subCategory).first()).toHaveValue(chosenSub);

      // To the consultant form and back: each type keeps its own values.
      await page.getByLabel(w.consultant).check();
      await page.getByLabel(w.profession).fill('Геологич');
      await page.getByLabel(w.company, { exact: true }).check();
      await expect(page.getByLabel(w.nameMn)).toBeVisible();
      await expect(page.getByLabel(w.nameMn)).toHaveValue('Э2Э Говь Ресурс');
      await expect(page.getByRole('textbox', { name: w.phone2, exact: true })).toHaveValue('77009988');
      await page.getByLabel(w.consultant).check();
      await expect(page.getByLabel(w.profession)).toBeVisible();
      await expect(page.getByLabel(w.profession)).toHaveValue('Геологич');

      // Back and forward on the consultant form too.
      await page.getByRole('button', { name: w.back, exact: true }).click();
      await page.getByRole('button', { name: w.next }).click();
      await expect(page.getByLabel(w.consultant)).toBeChecked();
      await expect(page.getByLabel(w.profession)).toHaveValue('Геологич');

      // Nothing sticks out sideways on a 360 px screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    });

    test(`a category row's two choices are each usable at 360 px (${lang})`, async ({ page }) => {
      const w = WORDS[lang];
      await openStep2(page, w);
      // The main category once shrank to a sliver under the sub-category, its label printed over the other's.
      const main = (await page.getByLabel(w.mainCategory).first().boundingBox())!;
      const sub = (await page.getByLabel(w.subCategory).first().boundingBox())!;
      expect(main.width).toBeGreaterThan(200);
      expect(sub.width).toBeGreaterThan(200);
      expect(main.y + main.height).toBeLessThanOrEqual(sub.y);
    });
  }
});
