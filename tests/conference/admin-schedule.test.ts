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

describe('halls and the sessions\' slides', () => {
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

  it('attaches slides to a session hall by hall, which makes it a presentation on the public page', async () => {
    const [hall] = (await call('GET', `${W}/get/hall?event=3`, { cookie: reader })).json.hall;
    const [day1] = (await call('GET', `${W}/get/event-dates?event=3`, { cookie: reader })).json.dates;
    const publicList = async () => (await call('GET', `/api/mw/get/presentation?hall=${hall.id}&agenda=${day1.id}`)).json.presentations;
    const added = await call('POST', `${W}/insert/session`, {
      cookie: admin,
      body: { event_id: 3, event_date_id: day1.id, hall_id: hall.id, starts_at: '10:00', ends_at: '11:00', type: 'talk', title_mn: 'Зэсийн зах зээл', speakers: [] },
    });
    expect(added.status).toBe(200);
    const id = added.json.session.id;
    // Without slides the session is in the back office's list, not yet a public presentation.
    expect((await call('GET', `${W}/get/presentation?hall=${hall.id}&agenda=${day1.id}`, { cookie: reader })).json.presentations).toEqual([
      { id, present_name: 'Зэсийн зах зээл', present_name_en: '', present_url: '', starts_at: '10:00:00', ends_at: '11:00:00' },
    ]);
    expect(await publicList()).toEqual([]);

    const edited = await call('POST', `${W}/update/presentation`, { cookie: admin, body: { id, present_url: 'https://example.mn/copper.pdf' } });
    expect(edited.json.presentation).toEqual({ id, present_name: 'Зэсийн зах зээл', present_name_en: '', present_url: 'https://example.mn/copper.pdf' });
    expect(await publicList()).toEqual([{ id, present_name: 'Зэсийн зах зээл', present_name_en: '', present_url: 'https://example.mn/copper.pdf' }]);
    // The same session, so the programme shows the slides too.
    expect((await call('GET', `/api/mw/get/sessions?event=3&lang=mn`)).json.sessions).toContainEqual(expect.objectContaining({ id, slides: 'https://example.mn/copper.pdf' }));

    await call('POST', `${W}/update/presentation`, { cookie: admin, body: { id, present_url: '' } });
    expect(await publicList()).toEqual([]);
    // A hall with sessions is kept (the sessions would lose their place); without them it goes.
    const refused = await call('DELETE', `${W}/delete/hall?id=${hall.id}`, { cookie: admin });
    expect(refused.status).toBe(400);
    expect(refused.json.error).toBe('Танхимд хуралдаан байгаа тул устгах боломжгүй.');
    expect((await call('DELETE', `${W}/delete/session?id=${id}`, { cookie: admin })).status).toBe(200);
  });

  it('refuses unsafe links, unknown sessions, missing choices and read-only accounts', async () => {
    const [hall] = (await call('GET', `${W}/get/hall?event=3`, { cookie: reader })).json.hall;
    expect((await call('POST', `${W}/update/presentation`, { cookie: admin, body: { id: 1, present_url: 'javascript:alert(1)' } })).status).toBe(400);
    expect((await call('POST', `${W}/update/presentation`, { cookie: admin, body: { id: 99999, present_url: '' } })).status).toBe(404);
    expect((await call('POST', `${W}/update/presentation`, { cookie: reader, body: { id: 1, present_url: '' } })).status).toBe(403);
    expect((await call('GET', `${W}/get/presentation?hall=${hall.id}`, { cookie: reader })).status).toBe(400);
    // Sessions are added and removed in the sessions screen only.
    expect((await call('POST', `${W}/insert/presentation`, { cookie: admin, body: {} })).status).toBe(404);
  });
});
