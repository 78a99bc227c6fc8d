import { expect, test, type Browser, type Page } from '@playwright/test';
import { ADMIN_NAV, type NavItem } from '../components/admin/shell/nav';
import adminMessages from '../messages/mn/admin.json';
import { signInAsAdmin } from './support/auth';

/**
 * Every back-office screen in the sidebar (components/admin/shell/nav.ts, so a new entry is checked without
 * editing this file), opened by each role (issue 20.3): an admin (2) uses them all; a moderator (1) adds, edits
 * and deletes but is turned away from the admins' screens (accounts, mail log, audit log); a read-only account
 * (3) reads every screen it may open and finds no add, edit, delete, approve or save control on any of them.
 */
const SCREENS: NavItem[] = ADMIN_NAV.flatMap((group) => group.items);
const ADMINS_ONLY = SCREENS.filter((item) => item.access === 'accounts');
const OPEN_TO_ALL = SCREENS.filter((item) => item.access !== 'accounts');

/** Names of the controls that write: row buttons ('Засах: …'), add links and buttons, save, approve, import, register. */
const WRITE = /^(Засах|Устгах|Батлах|Нэр өөрчлөх|Зөвшөөрөх|Татгалзах|Цаг устгах)(:|$)|нэмэх$|хадгалах$|^Оруулах$|^Бүртгэх$/i;

/**
 * Screens with nothing to write for anyone (the dashboard, the API docs, results and the meeting list), and lists
 * whose write controls are row buttons only: the seed may leave them empty, so a moderator is not required to
 * see a control there (the API tests cover their writes).
 */
const NO_REQUIRED_CONTROL = new Set([
  '/admin/dashboard',
  '/admin/api-docs',
  '/admin/assessment-result',
  '/admin/assessment-member-result',
  '/admin/yellow/meeting-list',
  '/admin/yellow/request',
  '/admin/request-list',
  '/admin/week/register',
  // Empty shells in the spec (conference-and-directory.md §2.2).
  '/admin/week/add-news',
  '/admin/week/update-news',
]);

/** A screen's tab title names it (WCAG 2.4.2), and its site's for the conference and the directory screens. */
function titleOf(href: string) {
  const group = ADMIN_NAV.find((g) => g.items.some((item) => item.href === href))!;
  const { key } = group.items.find((item) => item.href === href)!;
  const screen = adminMessages.nav[key as Exclude<keyof typeof adminMessages.nav, 'groups'>];
  return group.key === 'association' ? `${screen} | Админ` : `${screen} · ${adminMessages.nav.groups[group.key]} | Админ`;
}

const ADMIN_ONLY_TEXT = 'Энэ хуудсыг зөвхөн админ эрхтэй хэрэглэгч үзнэ.';

/** Opens a screen and waits until its data has loaded, so that row buttons are there to be counted. */
async function open(page: Page, href: string) {
  await page.goto(href);
  await expect(page.locator('main h1').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
}

const writeControls = (page: Page) => {
  const main = page.locator('main');
  return main.getByRole('button', { name: WRITE }).or(main.getByRole('link', { name: WRITE }));
};

/** A list's first row shows every one of its buttons: none is cut off by the edge of the actions cell. */
async function expectRowButtonsShown(page: Page) {
  const cell = page.locator('.ag-row[row-index="0"] [col-id="actions"]').first();
  if ((await cell.count()) === 0) return;
  const box = (await cell.boundingBox())!;
  for (const button of await cell.getByRole('button').all()) {
    const shown = (await button.boundingBox())!;
    const name = await button.textContent();
    expect(shown.x + shown.width, `${name}: inside the cell's right edge`).toBeLessThanOrEqual(box.x + box.width + 1);
    expect(shown.y + shown.height, `${name}: inside the cell's bottom edge`).toBeLessThanOrEqual(box.y + box.height + 1);
  }
}

async function expectTurnedAway(page: Page, href: string) {
  await open(page, href);
  await expect(page.getByRole('alert').filter({ hasText: ADMIN_ONLY_TEXT })).toBeVisible();
  await expect(page.getByRole('grid')).toHaveCount(0);
}

async function expectSidebar(page: Page, visible: NavItem[], hidden: NavItem[]) {
  await page.goto('/admin/dashboard');
  const nav = page.getByRole('navigation');
  for (const item of visible) await expect(nav.locator(`a[href="${item.href}"]`)).toHaveCount(1);
  for (const item of hidden) await expect(nav.locator(`a[href="${item.href}"]`)).toHaveCount(0);
}

/**
 * One signed-in page per role, shared by that role's tests: a sign-in per screen would be ~120 sign-ins from one
 * address, which the sign-in limit rightly stops. Serial, so the screens are visited one after another.
 */
function signedInPage(email: string) {
  let page: Page;
  test.describe.configure({ mode: 'serial' });
  test.beforeAll(async ({ browser }: { browser: Browser }) => {
    page = await browser.newPage();
    await signInAsAdmin(page, email);
  });
  test.afterAll(async () => page.close());
  return () => page;
}

test.describe('a read-only account (role 3)', () => {
  const signedIn = signedInPage('viewer@example.com');

  test('the sidebar lists every screen but the admins’ ones', async () => {
    const page = signedIn();
    await expectSidebar(page, OPEN_TO_ALL, ADMINS_ONLY);
  });

  for (const { href } of OPEN_TO_ALL) {
    test(`${href}: readable, with no add, edit, delete or save control`, async () => {
      const page = signedIn();
      await open(page, href);
      await expect(page.getByRole('alert').filter({ hasText: ADMIN_ONLY_TEXT })).toHaveCount(0);
      await expect(writeControls(page)).toHaveCount(0);
    });
  }

  for (const { href } of ADMINS_ONLY) {
    test(`${href}: turned away`, async () => expectTurnedAway(signedIn(), href));
  }
});

test.describe('a moderator (role 1)', () => {
  const signedIn = signedInPage('moderator@example.com');

  test('the sidebar lists every screen but the admins’ ones', async () => {
    const page = signedIn();
    await expectSidebar(page, OPEN_TO_ALL, ADMINS_ONLY);
  });

  for (const { href } of OPEN_TO_ALL) {
    test(`${href}: opens${NO_REQUIRED_CONTROL.has(href) ? '' : ' with its add, edit, delete or save controls'}`, async () => {
      const page = signedIn();
      await open(page, href);
      await expect(page.getByRole('alert').filter({ hasText: ADMIN_ONLY_TEXT })).toHaveCount(0);
      await expect(page.getByText('Таны эрх зөвхөн үзэх эрх тул энд нэмэх боломжгүй.')).toHaveCount(0);
      if (!NO_REQUIRED_CONTROL.has(href)) await expect(writeControls(page).first()).toBeVisible();
    });
  }

  for (const { href } of ADMINS_ONLY) {
    test(`${href}: turned away`, async () => expectTurnedAway(signedIn(), href));
  }
});

test.describe('an admin (role 2)', () => {
  const signedIn = signedInPage('admin@example.com');

  test('the sidebar lists every screen', async () => {
    const page = signedIn();
    await expectSidebar(page, SCREENS, []);
  });

  for (const { href } of SCREENS) {
    test(`${href}: opens${NO_REQUIRED_CONTROL.has(href) || ADMINS_ONLY.some((item) => item.href === href) ? '' : ' with its write controls'}`, async () => {
      const page = signedIn();
      await open(page, href);
      await expect(page).toHaveTitle(titleOf(href));
      await expectRowButtonsShown(page);
      await expect(page.getByRole('alert').filter({ hasText: ADMIN_ONLY_TEXT })).toHaveCount(0);
      if (href === '/admin/accounts' || !(NO_REQUIRED_CONTROL.has(href) || ADMINS_ONLY.some((item) => item.href === href))) {
        await expect(writeControls(page).first()).toBeVisible();
      }
    });
  }
});

test.describe('on a phone (360 px)', () => {
  const signedIn = signedInPage('admin@example.com');

  for (const { href } of SCREENS) {
    test(`${href}: fits the screen's width (wide grids scroll inside their own box)`, async () => {
      const page = signedIn();
      await page.setViewportSize({ width: 360, height: 740 });
      await open(page, href);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    });
  }
});

test.describe('a list on a phone (360 px)', () => {
  const signedIn = signedInPage('admin@example.com');

  test('a row’s buttons wrap inside a narrow actions column, all of them shown, and the row’s data starts on screen', async () => {
    const page = signedIn();
    await page.setViewportSize({ width: 360, height: 740 });
    await open(page, '/admin/update-news');
    const row = page.locator('.ag-row[row-index="0"]').first();
    const rowBox = (await row.boundingBox())!;
    const buttons = await row.locator('[col-id="actions"]').getByRole('button').all();
    expect(buttons.length).toBeGreaterThan(2);
    for (const button of buttons) {
      const box = (await button.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(360);
      expect(box.y + box.height).toBeLessThanOrEqual(rowBox.y + rowBox.height);
    }
    await expectRowButtonsShown(page);
    expect((await row.locator('[col-id="image"]').boundingBox())!.x).toBeLessThan(360);
  });
});

test.describe('a list at desktop width (1280 px)', () => {
  const signedIn = signedInPage('admin@example.com');

  test('the column naming a row shows the whole name, on as many lines as it needs', async () => {
    const page = signedIn();
    await open(page, '/admin/update-news');
    const name = page.locator('.ag-row[row-index="0"] [col-id="title"]').first();
    const cut = await name.evaluate((cell) => [cell, ...cell.querySelectorAll('*')].some((el) => el.scrollWidth > el.clientWidth + 1));
    expect(cut).toBe(false);
    expect((await name.boundingBox())!.width).toBeGreaterThanOrEqual(200);
  });
});
