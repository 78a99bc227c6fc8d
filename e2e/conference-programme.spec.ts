import fs from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import ICAL from 'ical.js';

/**
 * The programme on a phone (issue 25): find a session by hall and time, open it, star two sessions, download
 * their calendar file and read it back; the timetable works without JavaScript. Uses the demo programme of the
 * seed (lib/db/seed/content/programme.ts).
 */
test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

test('a visitor finds a session by hall, opens it, stars two and downloads them as a calendar', async ({ page }) => {
  await page.goto('/en/mw/agenda');
  await expect(page.getByRole('heading', { level: 1, name: 'Programme' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Filter the programme' }).getByRole('link', { name: 'Blue Hall', exact: true }).click();
  await expect(page).toHaveURL(/[?&]hall=\d+/);

  // On a phone every session says its hall and time; the 13:30 one in the Blue Hall on day 1 is the digital twins talk.
  const session = page.getByRole('article').filter({ hasText: '13:30' });
  await expect(session).toHaveCount(1);
  await expect(session).toContainText('Blue Hall');
  await session.getByRole('link', { name: 'Digital twins for mine planning' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Digital twins for mine planning' })).toBeVisible();
  await expect(page.getByText('Blue Hall', { exact: true })).toBeVisible();
  await expect(page.getByText(/13:30–14:30 \(Ulaanbaatar time\)/)).toBeVisible();
  const structured = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!);
  expect(structured).toMatchObject({ '@type': 'Event', startDate: '2025-09-11T13:30:00+08:00', superEvent: { '@type': 'Event', name: 'Mining Week 2025', startDate: '2025-09-11', endDate: '2025-09-13' } });
  await page.getByRole('button', { name: 'Add to my agenda: Digital twins for mine planning' }).click();
  await expect(page.getByRole('button', { name: 'Remove from my agenda: Digital twins for mine planning' })).toHaveAttribute('aria-pressed', 'true');

  await page.getByRole('link', { name: 'Back to the programme' }).click();
  await page.getByRole('button', { name: 'Add to my agenda: Opening ceremony' }).click();

  await page.getByRole('link', { name: 'My agenda' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My agenda' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Opening ceremony' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Digital twins for mine planning' })).toBeVisible();

  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download my sessions (.ics)' }).click();
  const file = await (await downloading).path();
  const calendar = new ICAL.Component(ICAL.parse(await fs.readFile(file, 'utf8')));
  const events = calendar.getAllSubcomponents('vevent');
  expect(events.map((e) => e.getFirstPropertyValue('summary')).sort()).toEqual(['Digital twins for mine planning', 'Opening ceremony']);
  for (const e of events) expect(e.getFirstProperty('dtstart')!.getParameter('tzid')).toBe('Asia/Ulaanbaatar');
  expect(calendar.getFirstSubcomponent('vtimezone')!.getFirstPropertyValue('tzid')).toBe('Asia/Ulaanbaatar');

  // The stars survive a reload: they are kept in the browser.
  await page.reload();
  await expect(page.getByRole('link', { name: 'Opening ceremony' })).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the timetable is readable and its day and hall links work', async ({ page }) => {
    await page.goto('/mw/agenda');
    await expect(page.getByRole('heading', { level: 1, name: 'Хөтөлбөр' })).toBeVisible();
    await expect(page.getByRole('article').first()).toBeVisible();
    await page.getByRole('navigation', { name: 'Өдрүүд' }).getByRole('link', { name: /^2-р өдөр/ }).click();
    await expect(page).toHaveURL(/[?&]day=2/);
    await expect(page.getByRole('heading', { level: 2, name: /2-р өдөр/ })).toBeVisible();
    await page.getByRole('navigation', { name: 'Хөтөлбөрийг шүүх' }).getByRole('link', { name: 'Хэлэлцүүлэг', exact: true }).click();
    await expect(page).toHaveURL(/type=panel/);
    const panels = page.getByRole('article');
    expect(await panels.count()).toBeGreaterThan(0);
    for (const text of await panels.allInnerTexts()) expect(text).toContain('Хэлэлцүүлэг');
    await expect(page.getByRole('link', { name: 'Хөтөлбөрийг татах (.ics)' })).toHaveAttribute('href', /\/api\/mw\/calendar\.ics\?lang=mn&event=3$/);
  });
});

test.describe('a choice in the address', () => {
  test.use({ javaScriptEnabled: false });

  test('is a cached page of its own, and a day or hall the programme does not have leads to what it has', async ({ page, request }) => {
    // Each choice is one cached page (issue 23.1): asked twice, the second answer comes from the cache.
    await request.get('/mw/agenda?day=2&type=panel');
    expect((await request.get('/mw/agenda?day=2&type=panel')).headers()['x-nextjs-cache']).toBe('HIT');

    const unknown = await request.get('/mw/agenda?day=2&hall=9999&type=panel', { maxRedirects: 0 });
    expect(unknown.status()).toBe(307);
    expect(unknown.headers().location).toMatch(/\/mw\/agenda\?day=2&type=panel$/);
    // One Location field (RFC 9110 §10.2.2): clients that join repeated fields would read "a, a".
    expect(unknown.headersArray().filter(({ name }) => name.toLowerCase() === 'location')).toHaveLength(1);
    await page.goto('/en/mw/agenda?day=99');
    await expect(page).toHaveURL(/\/en\/mw\/agenda$/);
    await expect(page.getByRole('heading', { level: 2, name: /^Day 1/ })).toBeVisible();
  });
});
