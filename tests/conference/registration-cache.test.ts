import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { call } from '../support/api';
import { seedEventBasics, useTemporaryDataDir } from './fixtures';

/**
 * Issue 17.9: an anonymous registration changes no public page, so it must expire no cache tag (it used to
 * expire the conference tag, and with it every cached page on every site).
 */
const invalidate = vi.hoisted(() => vi.fn());
vi.mock('@/lib/cache', async (importOriginal) => ({ ...(await importOriginal<typeof import('@/lib/cache')>()), invalidate }));

beforeAll(async () => {
  useTemporaryDataDir();
  await seedEventBasics();
});
beforeEach(() => invalidate.mockClear());

describe('a public registration', () => {
  it('for the conference stores the registration and expires nothing', async () => {
    const person = { company: 'Эрдэнэс', first_name: 'Болд', last_name: 'Батаа', country: 'Монгол', email: 'cache@example.mn', phone_number: '99112233' };
    const res = await call('POST', '/api/mw/insert/registration', { body: person });
    expect(res.status).toBe(200);
    expect(invalidate).not.toHaveBeenCalled();
  });
});
