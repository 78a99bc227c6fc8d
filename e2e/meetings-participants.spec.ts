import { expect, test, type Browser, type Page } from '@playwright/test';
import { latestCode, latestMail } from './support/mail';

/*
 * Seeded participants (lib/db/seed/meetings.ts): 1, 2, 11 and 12 have no meetings. The tests in this file
 * run one after another, so their bookings never race each other for a room.
 */

/** Signs a participant in with the code from the mail outbox and waits for their schedule. */
async function signIn(browser: Browser, email: string, locale: 'mn' | 'en' = 'mn'): Promise<Page> {
  const page = await (await browser.newContext({ locale: locale === 'en' ? 'en-GB' : 'mn-MN' })).newPage();
  const before = new Date();
  await page.goto(locale === 'en' ? '/en/yellow-page/meeting/login' : '/yellow-page/meeting/login');
  await page.getByLabel(locale === 'en' ? 'E-mail' : 'Цахим шуудан').fill(email);
  await page.getByRole('button', { name: locale === 'en' ? 'Send verification code' : 'Баталгаажуулах код илгээх' }).click();
  const code = await latestCode(email, before);
  await page.getByRole('textbox', { name: locale === 'en' ? 'Digit 1' : '1-р цифр' }).click();
  await page.keyboard.type(code);
  await page.getByRole('button', { name: locale === 'en' ? 'Continue' : 'Үргэлжлүүлэх' }).click();
  await expect(page).toHaveURL(/\/yellow-page\/meeting\/[A-Za-z0-9_-]{32}$/);
  await expect(page.getByText(email)).toBeVisible();
  return page;
}

/** Receiver → date → time → room → purpose → send, choosing the first free date, time and room. */
async function invite(page: Page, receiverEmail: string, purpose: string) {
  await page.getByRole('button', { name: 'Шинэ уулзалт товлох' }).click();
  const dialog = page.getByRole('dialog', { name: 'Шинэ уулзалт товлох' });
  // The dialog opens on its first step: the search field has the focus (a phone shows its keyboard).
  await expect(dialog.getByLabel('Хүлээн авагч хайх')).toBeFocused();
  await dialog.getByLabel('Хүлээн авагч хайх').fill(receiverEmail);
  await dialog.getByRole('button', { name: new RegExp(receiverEmail) }).click();
  await expect(dialog.getByRole('button', { name: 'Урилга илгээх' })).toHaveCount(0);
  const date = dialog.getByLabel('Огноо', { exact: true });
  await date.selectOption({ index: 1 });
  await dialog.getByLabel('Цаг', { exact: true }).selectOption({ index: 1 });
  await expect(dialog.getByRole('button', { name: 'Урилга илгээх' })).toHaveCount(0);
  await dialog.getByRole('radio').first().check();
  await dialog.getByLabel('Уулзалтын зорилго').fill(purpose);
  await dialog.getByRole('button', { name: 'Урилга илгээх' }).click();
  await expect(dialog.getByText('Хүлээн авагчид цахим шуудангаар мэдэгдэнэ.', { exact: false })).toBeVisible();
  await dialog.getByRole('button', { name: 'Хаах' }).last().click();
}

const row = (page: Page, purpose: string) => page.getByRole('row').filter({ hasText: purpose });

test('one participant invites, the other accepts, and both see the accepted meeting', async ({ browser }) => {
  test.setTimeout(120_000);
  const purpose = `Нийлүүлэлтийн хэлэлцээ ${Date.now()}`;
  const sender = await signIn(browser, 'participant1@example.com');
  await invite(sender, 'participant2@example.com', purpose);
  await expect(row(sender, purpose)).toContainText('Хүлээгдэж буй');
  // The sender may cancel a pending meeting but never accept it.
  await expect(row(sender, purpose).getByRole('button', { name: 'Зөвшөөрөх' })).toHaveCount(0);

  const invitation = await latestMail('participant2@example.com');
  expect(invitation.subject).toContain('Уулзалтын урилга');
  expect(invitation.raw).toContain('METHOD:REQUEST');

  const receiver = await signIn(browser, 'participant2@example.com');
  await expect(row(receiver, purpose)).toContainText('Хүлээгдэж буй');
  await row(receiver, purpose).getByRole('button', { name: 'Зөвшөөрөх' }).click();
  await expect(row(receiver, purpose)).toContainText('Зөвшөөрсөн');
  // The Accept button is gone: keyboard focus goes to the schedule's heading, above the notice, not to the page's start.
  await expect(receiver.getByRole('heading', { name: 'Уулзалтын хуваарь' })).toBeFocused();
  // An accepted meeting can still be cancelled by either party until it starts (issue 21.4); it is not accepted twice.
  await expect(row(receiver, purpose).getByRole('button', { name: 'Цуцлах' })).toHaveCount(1);
  await expect(row(receiver, purpose).getByRole('button', { name: 'Зөвшөөрөх' })).toHaveCount(0);

  await sender.reload();
  await expect(row(sender, purpose)).toContainText('Зөвшөөрсөн');
  await row(sender, purpose).getByRole('button', { name: 'Дэлгэрэнгүй' }).click();
  const details = sender.getByRole('dialog', { name: 'Уулзалтын дэлгэрэнгүй' });
  await expect(details).toContainText(purpose);
  await expect(details).toContainText(/\d{2}:\d{2}/);
  await details.getByRole('button', { name: 'Хаах' }).click();
  await expect(details).toBeHidden();
  // Mail goes through the queue: wait for the acceptance itself, not whatever reached the address last.
  expect((await latestMail('participant1@example.com', { subject: /Meeting accepted/ })).subject).toContain('Meeting accepted');

  // Logout forgets the token on this device: the login page no longer forwards to the schedule.
  await sender.getByRole('button', { name: 'Гарах' }).click();
  await expect(sender).toHaveURL(/\/yellow-page\/meeting\/login$/);
  await expect(sender.getByRole('button', { name: 'Баталгаажуулах код илгээх' })).toBeVisible();
});

test('a pending meeting is cancelled after the confirmation question (English)', async ({ browser }) => {
  test.setTimeout(120_000);
  const purpose = `Drilling contract ${Date.now()}`;
  const sender = await signIn(browser, 'participant11@example.com');
  await invite(sender, 'participant12@example.com', purpose);

  const receiver = await signIn(browser, 'participant12@example.com', 'en');
  await expect(row(receiver, purpose)).toContainText('Pending');
  await row(receiver, purpose).getByRole('button', { name: 'Cancel' }).click();
  const confirm = receiver.getByRole('dialog');
  await expect(confirm).toContainText('Are you sure you want to cancel the meeting?');
  // The safe answer has the focus, so Enter does not cancel by accident.
  await expect(confirm.getByRole('button', { name: 'No' })).toBeFocused();
  await confirm.getByRole('button', { name: 'Yes, cancel' }).click();
  await expect(row(receiver, purpose)).toContainText('Cancelled');
  await expect(receiver.getByRole('heading', { name: 'Meeting schedule' })).toBeFocused();
  await expect(row(receiver, purpose).getByRole('button', { name: 'Cancel' })).toHaveCount(0);
  await expect(row(receiver, purpose).getByRole('button', { name: 'View details' })).toBeVisible();
  expect((await latestMail('participant11@example.com', { subject: /Meeting cancelled/ })).raw).toContain('METHOD:CANCEL');
});

test('an unregistered e-mail is told so until the address changes', async ({ page }) => {
  await page.goto('/yellow-page/meeting/login');
  const email = page.getByLabel('Цахим шуудан');
  await email.fill(`nobody-${Date.now()}@example.com`);
  await page.getByRole('button', { name: 'Баталгаажуулах код илгээх' }).click();
  await expect(page.getByText('Бүртгэлгүй цахим шуудан байна.')).toBeVisible();
  await email.press('End');
  await email.type('m');
  await expect(page.getByText('Бүртгэлгүй цахим шуудан байна.')).toHaveCount(0);
});

test('a sign-in link that is not valid says so under a main heading, in both languages', async ({ page }) => {
  // 32 characters like a real token, but no participant holds it.
  const token = 'x'.repeat(32);
  await page.goto(`/yellow-page/meeting/${token}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Нэвтрэх холбоос хүчингүй' })).toBeVisible();
  await expect(page.getByText('Нэвтрэх холбоос хүчингүй эсвэл хугацаа нь дууссан байна.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Дахин нэвтрэх' })).toHaveAttribute('href', '/yellow-page/meeting/login');

  await page.goto(`/en/yellow-page/meeting/${token}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign-in link not valid' })).toBeVisible();
  await expect(page.getByText('This sign-in link is not valid or has expired.')).toBeVisible();
  await expect(page.locator('h1')).toHaveCount(1);
});

test('while the schedule loads, and when it cannot load, the page is headed by the schedule’s title', async ({ page }) => {
  const token = 'y'.repeat(32);
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  // The server is slow, then fails: the user call waits until the loading state has been checked, then answers 503.
  await page.route('**/api/yp/get/user**', async (route) => {
    await held;
    await route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ message: 'down' }) });
  });
  await page.goto(`/en/yellow-page/meeting/${token}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Meeting schedule' })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText('Loading…');
  release();
  // (Next's route announcer is an alert too.)
  await expect(page.getByRole('alert').filter({ hasText: 'The information could not be loaded. Please try again.' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Meeting schedule' })).toBeVisible();
  await expect(page.locator('h1')).toHaveCount(1);
});
