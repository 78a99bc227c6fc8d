import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { eventDates, events, galleryImages, registrations } from '@/lib/conference/schema';
import { loadCurrentEvent } from '@/lib/conference/page-data';
import { call } from '../support/api';
import { weekStaff } from './fixtures';

const W = '/api/admin/week';
const staff = weekStaff();

const current = async () => (await (await getDb()).select({ id: events.id }).from(events).where(eq(events.is_current, true))).map((e) => e.id);
const person = { company: 'Говь', first_name: 'Бат', last_name: 'Дорж', country: 'Монгол', email: 'bat@example.mn', phone_number: '99112244' };

describe('events as data: the current edition, its venue and statistics', () => {
  it('falls back to the spec’s event 3 while none is chosen, showing no statistics it does not have', async () => {
    expect(await current()).toEqual([]);
    expect(await loadCurrentEvent('mn')).toMatchObject({ id: 3, name: 'Mining Week 2025', venue: '', statistics: [] });
    const [day1] = await (await getDb()).select().from(eventDates).where(eq(eventDates.event_id, 3)).orderBy(eventDates.day).limit(1);
    await (await getDb()).insert(galleryImages).values({ event_date_id: day1!.id, image: '/images/day1.jpg' });
    expect((await call('GET', '/api/mw/get/gallery-by-date?id=1')).json.images).toEqual([expect.objectContaining({ image: '/images/day1.jpg' })]);
  });

  it('staff set the venue and the numbers; a blank number is left out, in the home page’s order', async () => {
    const res = await call('POST', `${W}/update/event-registration`, {
      cookie: staff.editor,
      body: { id: 3, registration_opens_at: '', registration_closes_at: '', venue_mn: 'Чингис хаан зочид буудал', venue_en: 'Chinggis Khaan Hotel', stat_speakers: '150+', stat_visitors: ' 35,000+ ', stat_countries: '' },
    });
    expect(res.status).toBe(200);
    expect(await loadCurrentEvent('en')).toMatchObject({ venue: 'Chinggis Khaan Hotel', statistics: [{ key: 'visitors', value: '35,000+' }, { key: 'speakers', value: '150+' }] });
    expect((await loadCurrentEvent('mn')).venue).toBe('Чингис хаан зочид буудал');
    // A call that names only the registration window keeps the rest.
    await call('POST', `${W}/update/event-registration`, { cookie: staff.editor, body: { id: 3, registration_opens_at: '', registration_closes_at: '' } });
    expect((await loadCurrentEvent('en')).statistics).toHaveLength(2);
  });

  it('choosing another edition makes it the only current one: the public registration and gallery follow it', async () => {
    expect((await call('POST', `${W}/update/event-registration`, { cookie: staff.editor, body: { id: 2, registration_opens_at: '', registration_closes_at: '', is_current: true } })).status).toBe(200);
    expect(await current()).toEqual([2]);
    expect((await call('POST', `${W}/update/event-registration`, { cookie: staff.editor, body: { id: 1, registration_opens_at: '', registration_closes_at: '', is_current: 'on' } })).status).toBe(200);
    expect(await current()).toEqual([1]);
    expect((await loadCurrentEvent('en')).name).toBe('Mining Week 2023');

    expect((await call('POST', '/api/mw/insert/registration', { body: person })).status).toBe(200);
    const [row] = await (await getDb()).select().from(registrations).where(eq(registrations.email, person.email));
    expect(row!.event_id).toBe(1);
    // The gallery's days are the current event's: event 1 has none here, so day 1 no longer shows event 3's photo.
    expect((await call('GET', '/api/mw/get/gallery-by-date?id=1')).json.images).toEqual([]);
  });

  it('an unknown event is a 404 that leaves the current one; long numbers and read-only accounts are refused', async () => {
    expect((await call('POST', `${W}/update/event-registration`, { cookie: staff.editor, body: { id: 999, registration_opens_at: '', registration_closes_at: '', is_current: true } })).status).toBe(404);
    expect(await current()).toEqual([1]);
    expect((await call('POST', `${W}/update/event-registration`, { cookie: staff.editor, body: { id: 1, registration_opens_at: '', registration_closes_at: '', stat_visitors: 'x'.repeat(21) } })).status).toBe(400);
    expect((await call('POST', `${W}/update/event-registration`, { cookie: staff.reader, body: { id: 1, registration_opens_at: '', registration_closes_at: '', is_current: false } })).status).toBe(403);
  });
});
