import { describe, expect, it, beforeAll } from 'vitest';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { events } from '@/lib/conference/schema';
import { registrationState } from '@/lib/conference/registration-window';
import { adminCookie, call } from '../support/api';
import { seedEventBasics, useTemporaryDataDir } from './fixtures';

const W = '/api/admin/week';
const person = (email: string) => ({ company: 'Говь', first_name: 'Бат', last_name: 'Дорж', country: 'Монгол', email, phone_number: '99112244' });
let editor: string;

beforeAll(async () => {
  useTemporaryDataDir();
  await seedEventBasics();
  editor = await adminCookie(2);
});

describe('the registration window', () => {
  it('is open between its bounds, either of which may be unset', () => {
    const now = new Date('2025-08-01T00:00:00Z');
    expect(registrationState({ registration_opens_at: null, registration_closes_at: null }, now)).toBe('open');
    expect(registrationState({ registration_opens_at: '2025-09-01T00:00:00+08:00', registration_closes_at: null }, now)).toBe('not-yet');
    expect(registrationState({ registration_opens_at: null, registration_closes_at: '2025-07-31T23:59:59+08:00' }, now)).toBe('closed');
  });

  it('is set by staff in Ulaanbaatar time; a closed event refuses public registrations with 403 in both languages', async () => {
    expect((await call('POST', '/api/mw/insert/registration', { body: person('before@example.mn') })).status).toBe(200);
    const set = await call('POST', `${W}/update/event-registration`, { body: { id: 3, registration_opens_at: '', registration_closes_at: '2025-09-13T18:00' }, cookie: editor });
    expect(set.status).toBe(200);
    const [row] = await (await getDb()).select().from(events).where(eq(events.id, 3));
    expect(row.registration_closes_at?.toISOString()).toBe('2025-09-13T10:00:00.000Z');
    const refused = await call('POST', '/api/mw/insert/registration', { body: person('after@example.mn') });
    expect(refused.status).toBe(403);
    expect(refused.json.error).toMatch(/хаагдсан.*closed/);
    // Staff may still add someone by hand.
    expect((await call('POST', `${W}/insert/registration`, { body: { ...person('staff@example.mn'), event_id: 3 }, cookie: editor })).status).toBe(200);
  });

  it('refuses a closing time before the opening', async () => {
    const res = await call('POST', `${W}/update/event-registration`, { body: { id: 3, registration_opens_at: '2025-09-13T18:00', registration_closes_at: '2025-09-01T00:00' }, cookie: editor });
    expect(res.status).toBe(400);
  });
});
