import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/lib/db/client';
import { galleryImages } from '@/lib/conference/schema';
import { adminCookie, call } from '../support/api';
import { seedEventBasics, useTemporaryDataDir } from './fixtures';

const W = '/api/admin/week';
let admin: string;
let reader: string;

beforeAll(async () => {
  useTemporaryDataDir();
  await seedEventBasics();
  [admin, reader] = await Promise.all([adminCookie(1), adminCookie(3)]);
});

describe('event dates', () => {
  it('adds, edits and deletes a day of an event', async () => {
    const added = await call('POST', `${W}/insert/event-date`, { cookie: admin, body: { event_id: 2, day: 1, event_date: '2024-10-02' } });
    expect(added.status).toBe(200);
    expect(added.json.date).toMatchObject({ event_id: 2, day: 1, event_date: '2024-10-02' });
    const edited = await call('POST', `${W}/update/event-date`, { cookie: admin, body: { id: added.json.date.id, event_id: 2, day: 1, event_date: '2024-10-03' } });
    expect(edited.json.date.event_date).toBe('2024-10-03');
    expect((await call('GET', `${W}/get/event-dates?event=2`, { cookie: reader })).json.dates).toHaveLength(1);
    expect((await call('DELETE', `${W}/delete/event-date?id=${added.json.date.id}`, { cookie: admin })).status).toBe(200);
    expect((await call('GET', `${W}/get/event-dates?event=2`, { cookie: reader })).json.dates).toEqual([]);
  });

  it('refuses impossible dates, unknown events and read-only accounts', async () => {
    expect((await call('POST', `${W}/insert/event-date`, { cookie: admin, body: { event_id: 3, day: 4, event_date: '2025-02-30' } })).status).toBe(400);
    expect((await call('POST', `${W}/insert/event-date`, { cookie: admin, body: { event_id: 3, day: 0, event_date: '2025-09-14' } })).status).toBe(400);
    expect((await call('POST', `${W}/insert/event-date`, { cookie: admin, body: { event_id: 42, day: 1, event_date: '2025-09-14' } })).status).toBe(400);
    expect((await call('POST', `${W}/insert/event-date`, { cookie: reader, body: { event_id: 3, day: 4, event_date: '2025-09-14' } })).status).toBe(403);
    expect((await call('POST', `${W}/insert/event-date`, { body: { event_id: 3, day: 4, event_date: '2025-09-14' } })).status).toBe(401);
    expect((await call('DELETE', `${W}/delete/event-date?id=99999`, { cookie: admin })).status).toBe(404);
  });

  it('deleting a day takes its gallery photos along', async () => {
    const day = await call('POST', `${W}/insert/event-date`, { cookie: admin, body: { event_id: 3, day: 4, event_date: '2025-09-14' } });
    const db = await getDb();
    await db.insert(galleryImages).values({ event_date_id: day.json.date.id, image: '/images/x.jpg' });
    expect((await call('GET', '/api/mw/get/gallery-by-date?id=4')).json.images).toHaveLength(1);
    await call('DELETE', `${W}/delete/event-date?id=${day.json.date.id}`, { cookie: admin });
    expect((await call('GET', '/api/mw/get/gallery-by-date?id=4')).json.images).toEqual([]);
  });
});

describe('halls and presentations', () => {
  it('manages halls of an event', async () => {
    const hall = await call('POST', `${W}/insert/hall`, { cookie: admin, body: { event_id: 3, hall_name: 'Хурлын танхим', hall_name_en: 'Conference room' } });
    expect(hall.status).toBe(200);
    const edited = await call('POST', `${W}/update/hall`, { cookie: admin, body: { ...hall.json.hall, hall_name_en: 'Conference hall' } });
    expect(edited.json.hall.hall_name_en).toBe('Conference hall');
    expect((await call('GET', `${W}/get/hall?event=3`, { cookie: reader })).json.hall).toHaveLength(3);
    expect((await call('POST', `${W}/insert/hall`, { cookie: admin, body: { event_id: 3, hall_name: '', hall_name_en: 'x' } })).json.error).toBe('Танхимын нэрийг оруулна уу');
    expect((await call('DELETE', `${W}/delete/hall?id=${hall.json.hall.id}`, { cookie: admin })).status).toBe(200);
    expect((await call('GET', `${W}/get/hall?event=3`, { cookie: reader })).json.hall).toHaveLength(2);
  });

  it('manages presentations per hall and day, which the public page then lists', async () => {
    const [hall] = (await call('GET', `${W}/get/hall?event=3`, { cookie: reader })).json.hall;
    const [day1] = (await call('GET', `${W}/get/event-dates?event=3`, { cookie: reader })).json.dates;
    const added = await call('POST', `${W}/insert/presentation`, {
      cookie: admin,
      body: { hall_id: hall.id, event_date_id: day1.id, present_name: 'Зэсийн зах зээл', present_url: 'https://example.mn/copper.pdf' },
    });
    expect(added.status).toBe(200);
    const publicList = await call('GET', `/api/mw/get/presentation?hall=${hall.id}&agenda=${day1.id}`);
    expect(publicList.json.presentations).toEqual([{ id: added.json.presentation.id, present_name: 'Зэсийн зах зээл', present_name_en: '', present_url: 'https://example.mn/copper.pdf' }]);
    const edited = await call('POST', `${W}/update/presentation`, {
      cookie: admin,
      body: { id: added.json.presentation.id, hall_id: hall.id, event_date_id: day1.id, present_name: 'Зэсийн зах зээл 2025', present_url: '' },
    });
    expect(edited.json.presentation).toMatchObject({ present_name: 'Зэсийн зах зээл 2025', present_url: '' });
    expect((await call('GET', `${W}/get/presentation?hall=${hall.id}&agenda=${day1.id}`, { cookie: reader })).json.presentations).toHaveLength(1);
    expect((await call('DELETE', `${W}/delete/presentation?id=${added.json.presentation.id}`, { cookie: admin })).status).toBe(200);
  });

  it('refuses unsafe links, unknown halls and missing names', async () => {
    const [day1] = (await call('GET', `${W}/get/event-dates?event=3`, { cookie: reader })).json.dates;
    const [hall] = (await call('GET', `${W}/get/hall?event=3`, { cookie: reader })).json.hall;
    const base = { hall_id: hall.id, event_date_id: day1.id, present_name: 'x' };
    expect((await call('POST', `${W}/insert/presentation`, { cookie: admin, body: { ...base, present_url: 'javascript:alert(1)' } })).status).toBe(400);
    expect((await call('POST', `${W}/insert/presentation`, { cookie: admin, body: { ...base, hall_id: 9999 } })).status).toBe(400);
    expect((await call('POST', `${W}/insert/presentation`, { cookie: admin, body: { ...base, present_name: '' } })).status).toBe(400);
    expect((await call('GET', `${W}/get/presentation?hall=${hall.id}`, { cookie: reader })).status).toBe(400);
    expect((await call('DELETE', `${W}/delete/presentation?id=1`, { cookie: reader })).status).toBe(403);
  });
});
