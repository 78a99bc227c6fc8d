import { expect, test, type Locator } from '@playwright/test';

/** What a first-time visitor tripped over (issue 27.3, 27.6, 27.7), at a phone's width and a laptop's. */
const PHONE = { width: 360, height: 740 };

function overlaps(a: { x: number; y: number; width: number; height: number }, b: { x: number; y: number; width: number; height: number }) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}
const box = async (locator: Locator) => (await locator.boundingBox())!;

test.describe('feedback where the visitor is looking (27.3)', () => {
  test('a rate-limited code request says so, with the wait, inside the viewport on a phone', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.route('**/api/mm/create/code**', (route) =>
      route.fulfill({ status: 429, headers: { 'retry-after': '90' }, contentType: 'application/json', body: JSON.stringify({ error: 'Too many requests' }) }),
    );
    await page.goto('/mm/member-assessment');
    await page.getByLabel('И-мэйл хаяг').fill('member@example.com');
    await page.getByRole('button', { name: 'Код авах' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Код хэт олон удаа хүссэн байна. 2 минутын дараа дахин оролдоно уу.' });
    await expect(alert).toBeInViewport();
    await expect(page.getByText('Баталгаажуулах код илгээхэд алдаа гарлаа.')).toHaveCount(0);
  });

  test('in English the wait is in English too', async ({ page }) => {
    await page.route('**/api/mm/create/code**', (route) =>
      route.fulfill({ status: 429, headers: { 'retry-after': '30' }, contentType: 'application/json', body: '{"error":"x"}' }),
    );
    await page.goto('/en/mm/member-assessment');
    await page.getByLabel('E-mail address').fill('member@example.com');
    await page.getByRole('button', { name: 'Get a code' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Too many code requests. Please try again in 30 seconds.' })).toBeInViewport();
  });
});

test.describe('phone layouts (27.6)', () => {
  test('the trade report is one card per trade on a phone, every column readable, with no grid loaded', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/mm/trade');
    await page.getByRole('tab', { name: 'Арилжааны мэдээ' }).click();
    const cards = page.getByRole('list', { name: 'Арилжааны мэдээ, карт хэлбэрээр' }).getByRole('listitem');
    await expect(cards.first()).toBeVisible();
    await expect(page.locator('.ag-root')).toHaveCount(0);
    const first = cards.first();
    for (const term of ['Бүтээгдэхүүн', 'Доод үнэ', 'Огноо, цаг']) await expect(first.getByRole('term').filter({ hasText: term })).toBeVisible();
    expect((await box(first)).width).toBeLessThanOrEqual(360);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });

  test('a start date typed after the end says the end moved, and an empty range says which dates had no trades', async ({ page }) => {
    await page.goto('/mm/trade');
    await page.getByRole('tab', { name: 'Арилжааны мэдээ' }).click();
    const panel = page.getByRole('tabpanel', { name: 'Арилжааны мэдээ' });
    await panel.getByLabel('Эхлэх огноо').fill('2031-03-04');
    await expect(panel.getByRole('status').filter({ hasText: 'дуусах огноог 2031-03-04 болгов' })).toBeVisible();
    await expect(panel.getByText('Өгөгдөл олдсонгүй')).toBeVisible();
    await expect(panel.getByText('2031-03-04 – 2031-03-04 хооронд арилжаа бүртгэгдээгүй байна.', { exact: false })).toBeVisible();
  });

  test('the anniversary book on a phone: a first-page preview that opens the book, and a download link', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/mm/anniversary');
    const preview = page.getByRole('link', { name: 'Ойн номын нүүр хуудас — бүтэн номыг нээх' });
    await expect(preview).toBeVisible();
    await expect(preview).toHaveAttribute('href', '/files/mm/anniversary-book.pdf');
    await expect(page.locator('object[type="application/pdf"]')).toBeHidden();
    await expect(page.getByRole('link', { name: 'Номыг татах' })).toHaveAttribute('download', /\.pdf$/);
  });

  for (const viewport of [PHONE, { width: 1366, height: 800 }]) {
    test(`at ${viewport.width}px the quick-contact button covers neither the hero's pause button nor the footer's last line`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto('/mm');
      const bubble = page.locator('summary[title="Шуурхай холбоо"]');
      const pause = page.getByRole('button', { name: /^Автоматаар гүйлгэх/ });
      await expect(pause).toBeVisible();
      expect(overlaps(await box(bubble), await box(pause))).toBe(false);
      await page.locator('footer').last().scrollIntoViewIfNeeded();
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      // The footer's last line of text itself (its box keeps room below the text for the floating buttons).
      const lastLine = await page.locator('footer p').last().evaluate((p) => {
        const range = document.createRange();
        range.selectNodeContents(p);
        const { x, y, width, height } = range.getBoundingClientRect();
        return { x, y, width, height };
      });
      expect(overlaps(await box(bubble), lastLine)).toBe(false);
    });
  }
});

test.describe('pages that looked unfinished (27.7)', () => {
  test('a news item prints its lead sentence once', async ({ page }) => {
    await page.goto('/mm/detail/1');
    const lead = (await page.locator('article p').nth(1).innerText()).trim();
    expect(lead.length).toBeGreaterThan(10);
    await expect(page.locator('article').getByText(lead, { exact: true })).toHaveCount(1);
  });

  test('Mining 101 videos show a poster before they play', async ({ page }) => {
    await page.goto('/mm/page/22');
    const videos = page.locator('main video');
    await expect(videos.first()).toBeVisible();
    for (const video of await videos.all()) await expect(video).toHaveAttribute('poster', /\S/);
  });

  test('no menu entry leads to an empty page; “Тайлан” opens the reports list', async ({ page }) => {
    await page.goto('/mm');
    const menu = page.getByRole('navigation', { name: 'Үндсэн цэс' });
    await expect(menu.locator('a[href="/mm/page/19"]')).toHaveCount(0);
    await expect(menu.getByRole('link', { name: 'Тайлан', exact: true })).toHaveAttribute('href', '/mm/report=1');
  });

  test('/mw/test stays reachable but is noindex and in no menu', async ({ page, request }) => {
    await page.goto('/mw/test');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await page.goto('/mw');
    await expect(page.locator('a[href$="/mw/test"]')).toHaveCount(0);
    expect(await (await request.get('/sitemap.xml')).text()).not.toContain('/mw/test');
  });

  test('a gallery photo opens larger in a dialog: arrows and swipe move, Escape closes and focus returns', async ({ page }) => {
    await page.goto('/mw/gallery');
    const thumbs = page.locator('main ul li a');
    await thumbs.first().focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Зураг томоор' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Хаах' })).toBeFocused();
    await expect(dialog.getByText(/· 1 \/ \d+$/)).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(dialog.getByText(/· 2 \/ \d+$/)).toBeVisible();
    await dialog.getByRole('button', { name: 'Өмнөх зураг' }).click();
    await expect(dialog.getByText(/· 1 \/ \d+$/)).toBeVisible();
    // Swipe (a drag, as swiper takes mouse and touch alike) once swiper has loaded: a slow one, as on a slow phone
    // (or a loaded CI machine), which swiper judges by distance rather than speed.
    await expect(dialog.locator('.swiper-initialized')).toBeAttached({ timeout: 15_000 });
    const area = (await dialog.boundingBox())!;
    await page.mouse.move(area.width * 0.7, area.height / 2);
    await page.mouse.down();
    await page.waitForTimeout(400);
    await page.mouse.move(area.width * 0.2, area.height / 2, { steps: 8 });
    await page.mouse.up();
    await expect(dialog.getByText(/· 2 \/ \d+$/)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(thumbs.first()).toBeFocused();
  });
});
