import { expect, test, type Page } from '@playwright/test';

const ubToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Ulaanbaatar' }).format(new Date());
const shift = (day: string, days: number) => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

async function openReport(page: Page) {
  await page.goto('/mm/trade');
  await page.getByRole('tab', { name: 'Арилжааны мэдээ' }).click();
  await expect(page).toHaveURL(/#report$/);
  const panel = page.getByRole('tabpanel', { name: 'Арилжааны мэдээ' });
  return { start: panel.getByLabel('Эхлэх огноо'), end: panel.getByLabel('Дуусах огноо') };
}

test.describe('the trade page', () => {
  test('opens on the schedule, 12 notices a page with tonnes, and loads the grid only with the report tab', async ({ page }) => {
    const gridRequests: string[] = [];
    page.on('request', (r) => {
      if (/ag-grid|TradeGrid/i.test(r.url())) gridRequests.push(r.url());
    });
    await page.goto('/mm/trade');
    await expect(page.getByRole('tab', { name: 'Арилжааны хуваарь' })).toHaveAttribute('aria-selected', 'true');
    const schedule = page.getByRole('tabpanel', { name: 'Арилжааны хуваарь' });
    await expect(schedule.locator('tbody tr')).toHaveCount(12);
    await page.getByRole('tabpanel', { name: 'Арилжааны хуваарь' }).getByLabel('Хуудсанд').selectOption('24');
    await expect(schedule.locator('tbody tr')).toHaveCount(24);
    await expect(page.locator('.ag-root')).toHaveCount(0);
    await page.getByRole('tab', { name: 'Арилжааны мэдээ' }).click();
    await expect(page.locator('.ag-root')).toBeVisible();
  });

  test('the report defaults to the last 7 days and keeps the start no later than the end', async ({ page }) => {
    const { start, end } = await openReport(page);
    await expect(end).toHaveValue(ubToday());
    await expect(start).toHaveValue(shift(ubToday(), -7));
    await expect(start).toHaveAttribute('max', ubToday());
    await expect(end).toHaveAttribute('min', shift(ubToday(), -7));
    // A start later than the end moves the end with it …
    const later = shift(ubToday(), -2);
    await end.fill(shift(ubToday(), -5));
    await start.fill(later);
    await expect(end).toHaveValue(later);
    // … and an end earlier than the start moves the start.
    const earlier = shift(ubToday(), -20);
    await end.fill(earlier);
    await expect(start).toHaveValue(earlier);
    await expect(end).toHaveAttribute('min', earlier);
  });

  test('the report pager is disabled at its bounds, shows at most 3 numbers, and any change goes back to page 1', async ({ page }) => {
    const { start } = await openReport(page);
    await start.fill(shift(ubToday(), -29));
    const pager = page.getByRole('navigation', { name: 'Хуудаслалт' });
    await expect(pager.getByRole('button', { name: 'Эхний хуудас' })).toBeDisabled();
    await expect(pager.getByRole('button', { name: 'Өмнөх хуудас' })).toBeDisabled();
    await expect(pager.getByRole('button', { name: /-р хуудас$/ })).toHaveCount(3);
    await pager.getByRole('button', { name: 'Дараагийн хуудас' }).click();
    await expect(pager.getByRole('button', { name: '2-р хуудас' })).toHaveAttribute('aria-current', 'page');
    await expect(pager.getByRole('button', { name: 'Эхний хуудас' })).toBeEnabled();
    // Walk to the last page.
    const next = pager.getByRole('button', { name: 'Дараагийн хуудас' });
    while (await next.isEnabled()) await next.click();
    await expect(next).toBeDisabled();
    expect(await pager.getByRole('button', { name: /-р хуудас$/ }).count()).toBeLessThanOrEqual(3);
    // Changing the page size starts again at page 1.
    await page.getByRole('tabpanel', { name: 'Арилжааны мэдээ' }).getByLabel('Хуудсанд').selectOption('20');
    await expect(pager.getByRole('button', { name: '1-р хуудас' })).toHaveAttribute('aria-current', 'page');
    await next.click();
    await start.fill(shift(ubToday(), -28));
    await expect(pager.getByRole('button', { name: '1-р хуудас' })).toHaveAttribute('aria-current', 'page');
  });

  test('a range without trades says “Өгөгдөл олдсонгүй”', async ({ page }) => {
    const { start, end } = await openReport(page);
    await start.fill('2001-01-01');
    await end.fill('2001-01-02');
    await expect(page.getByText('Өгөгдөл олдсонгүй')).toBeVisible();
  });
});

/** Issue 27.1: on /en the schedule and the report read in English (the seed gives every name an English one). */
test.describe('the English trade page', () => {
  const CYRILLIC = /[\u0400-\u04FF]/;
  for (const width of [1366, 360]) {
    test(`at ${width} px the schedule and the report have no Mongolian text`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/en/mm/trade');
      const schedule = page.getByRole('tabpanel', { name: 'Auction schedule' });
      await expect(schedule.locator('tbody tr').first()).toBeVisible();
      await expect(schedule.getByRole('columnheader', { name: 'Seller' })).toBeVisible();
      expect(await schedule.innerText()).not.toMatch(CYRILLIC);
      await expect(schedule.locator('tbody')).toContainText('LLC');

      await page.getByRole('tab', { name: 'Trade report' }).click();
      const report = page.getByRole('tabpanel', { name: 'Trade report' });
      const rows = width < 640 ? report.getByRole('list', { name: 'Trade report as cards' }) : report.getByRole('grid');
      await expect(rows).toContainText('LLC');
      expect(await report.innerText()).not.toMatch(CYRILLIC);
    });
  }
});
