import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/lib/db/client';
import { presenters } from '@/lib/conference/schema';
import { adminCookie, call } from '../support/api';
import { seedEventBasics } from './fixtures';

const W = '/api/admin/week';
let editor: string;
let reader: string;
let dayId: number;
let otherDayId: number;
let hallIds: number[];
let speakerIds: number[];

const session = (extra: Record<string, unknown> = {}) => ({
  event_id: 3,
  event_date_id: dayId,
  hall_id: hallIds[0],
  starts_at: '10:00',
  ends_at: '11:00',
  title_mn: 'Зэсийн зах зээл',
  title_en: 'Copper market',
  type: 'talk',
  speakers: [],
  ...extra,
});

beforeAll(async () => {
  const basics = await seedEventBasics();
  [dayId, otherDayId] = basics.days.map((d) => d.id);
  hallIds = basics.halls.map((h) => h.id);
  const db = await getDb();
  const rows = await db
    .insert(presenters)
    .values(['Бат', 'Сараа', 'Дорж'].map((name_mn, i) => ({ event_id: 3, name_mn, name_en: name_mn, position_mn: 'Захирал', position_en: 'Director', profile_img: '', presenter_queue: i })))
    .returning();
  speakerIds = rows.map((r) => r.id);
  [editor, reader] = await Promise.all([adminCookie(2), adminCookie(3)]);
});

describe('the sessions of the back office', () => {
  it('need a session to read and an editor to write', async () => {
    expect((await call('GET', `${W}/get/sessions?event=3`)).status).toBe(401);
    expect((await call('POST', `${W}/insert/session`, { body: session(), cookie: reader })).status).toBe(403);
  });

  it('are added with their speakers in order and appear on the public programme', async () => {
    const res = await call('POST', `${W}/insert/session`, { body: session({ speakers: [{ presenter_id: speakerIds[1] }, { presenter_id: speakerIds[0] }] }), cookie: editor });
    expect(res.status).toBe(200);
    expect(res.json.conflicts).toBe('');
    const pub = await call('GET', '/api/mw/get/sessions?event=3&lang=mn');
    expect(pub.json.sessions).toHaveLength(1);
    expect(pub.json.sessions[0].speakers.map((s: { name: string }) => s.name)).toEqual(['Сараа', 'Бат']);
    expect(pub.json.sessions[0].start).toBe('2025-09-11T10:00:00+08:00');
  });

  it('warn of a hall or a speaker booked twice at the same time', async () => {
    const sameHall = await call('POST', `${W}/insert/session`, { body: session({ starts_at: '10:30', ends_at: '11:30', title_mn: 'Давхар' }), cookie: editor });
    expect(sameHall.status).toBe(200);
    expect(sameHall.json.conflicts).toMatch(/Танхим давхардсан: «Зэсийн зах зээл»/);
    const sameSpeaker = await call('POST', `${W}/insert/session`, {
      body: session({ hall_id: hallIds[1], starts_at: '10:45', ends_at: '12:00', title_mn: 'Өөр танхим', speakers: [{ presenter_id: speakerIds[0] }] }),
      cookie: editor,
    });
    expect(sameSpeaker.json.conflicts).toMatch(/Илтгэгч давхардсан: Бат — «Зэсийн зах зээл»/);
    const elsewhere = await call('POST', `${W}/insert/session`, { body: session({ event_date_id: otherDayId, speakers: [{ presenter_id: speakerIds[0] }] }), cookie: editor });
    expect(elsewhere.json.conflicts).toBe('');
    const list = await call('GET', `${W}/get/sessions?event=3`, { cookie: reader });
    const first = list.json.sessions.find((s: { title_mn: string; event_date_id: number }) => s.title_mn === 'Зэсийн зах зээл' && s.event_date_id === dayId);
    expect(first.conflicts).toMatch(/Давхар/);
    expect(first.speakers).toEqual([{ presenter_id: String(speakerIds[1]) }, { presenter_id: String(speakerIds[0]) }]);
  });

  it('refuse an end before the start, an unknown type, and a hall or speaker of another event with 400', async () => {
    expect((await call('POST', `${W}/insert/session`, { body: session({ starts_at: '12:00', ends_at: '11:00' }), cookie: editor })).status).toBe(400);
    expect((await call('POST', `${W}/insert/session`, { body: session({ type: 'party' }), cookie: editor })).status).toBe(400);
    expect((await call('POST', `${W}/insert/session`, { body: session({ hall_id: 999 }), cookie: editor })).status).toBe(400);
    expect((await call('POST', `${W}/insert/session`, { body: session({ event_id: 2 }), cookie: editor })).status).toBe(400);
  });

  it('are updated and deleted', async () => {
    const list = await call('GET', `${W}/get/sessions?event=3`, { cookie: reader });
    const target = list.json.sessions.find((s: { title_mn: string }) => s.title_mn === 'Давхар');
    const moved = await call('POST', `${W}/update/session`, { body: session({ id: target.id, hall_id: hallIds[1], starts_at: '14:00', ends_at: '15:00', title_mn: 'Давхар' }), cookie: editor });
    expect(moved.status).toBe(200);
    expect(moved.json.conflicts).toBe('');
    expect((await call('DELETE', `${W}/delete/session?id=${target.id}`, { cookie: editor })).status).toBe(200);
    expect((await call('DELETE', `${W}/delete/session?id=${target.id}`, { cookie: editor })).status).toBe(404);
  });
});

describe('speaker profiles', () => {
  it('are edited by editors and shown by the public speakers call', async () => {
    const body = { id: speakerIds[0], bio_mn: 'Геологич', bio_en: 'A geologist', company: 'Говь ХХК', country: 'Mongolia', company_id: '' };
    expect((await call('POST', `${W}/update/speaker-profile`, { body, cookie: reader })).status).toBe(403);
    const res = await call('POST', `${W}/update/speaker-profile`, { body, cookie: editor });
    expect(res.status).toBe(200);
    expect(res.json.speaker.company_id).toBeNull();
    const list = await call('GET', `${W}/get/speaker-profiles?event=3`, { cookie: reader });
    expect(list.json.speakers.find((s: { id: number }) => s.id === speakerIds[0]).bio_en).toBe('A geologist');
    const pub = await call('GET', '/api/mw/get/speakers?event=3&lang=en');
    expect(pub.json.speakers.find((s: { id: number }) => s.id === speakerIds[0])).toMatchObject({ bio: 'A geologist', company: 'Говь ХХК' });
  });

  it('refuse a directory company that does not exist', async () => {
    const res = await call('POST', `${W}/update/speaker-profile`, { body: { id: speakerIds[0], company_id: 99999 }, cookie: editor });
    expect(res.status).toBe(400);
  });
});
