import { expect, test } from '@playwright/test';
import { signInAsAdmin } from './support/auth';

/** Check-in at the door (issue 25) on a phone: the typed ticket code the first time and again. */
test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

test('a registration is checked in once; the second scan says when it already was', async ({ page }) => {
  const email = `checkin-${Date.now()}@example.com`;
  const registered = await page.request.post('/api/mw/insert/registration', {
    data: { company: 'Хаалга ХХК', first_name: 'Оюун', last_name: 'Бат', country: 'Монгол', email, phone_number: '99118822' },
  });
  expect(registered.ok()).toBe(true);

  await signInAsAdmin(page);
  const list = await page.request.get(`/api/admin/week/get/user-registration?event=3&page=1&limit=50&searchCat=email&searchTerm=${encodeURIComponent(email)}`);
  const { register } = (await list.json()) as { register: { email: string; ticket_code: string }[] };
  const code = register.find((r) => r.email === email)!.ticket_code;
  expect(code).toMatch(/^[0-9a-f]{32}$/);

  await page.goto('/admin/week/check-in');
  const field = page.getByLabel('Тасалбарын код');
  await field.fill(code);
  await page.getByRole('button', { name: 'Бүртгэх' }).click();
  await expect(page.getByRole('status')).toContainText('Оюун Бат');

  await field.fill(code);
  await page.getByRole('button', { name: 'Бүртгэх' }).click();
  await expect(page.getByRole('status')).toContainText('already checked in');

  await field.fill('0'.repeat(32));
  await page.getByRole('button', { name: 'Бүртгэх' }).click();
  await expect(page.getByRole('status')).toContainText('unknown ticket');
});
