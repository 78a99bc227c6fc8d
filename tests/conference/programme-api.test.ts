import ICAL from 'ical.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/lib/db/client';
import { seedDatabase } from '@/lib/db/seed';
import { call } from '../support/api';

/** The demo programme of event 3 (lib/db/seed/content/programme.ts), read through the public API. */

type ApiSession = {
  id: number;
  title: string;
  start: string;
  end: string;
  day: number;
  hall: { id: number; name: string };
  type: string;
  speakers: { id: number; name: string; position: string; photo: string }[];
  slides: string;
};

let all: ApiSession[];

beforeAll(async () => {
  await seedDatabase(await getDb(), new Date('2026-03-18T04:00:00Z'));
  all = (await call('GET', '/api/mw/get/sessions?event=3&lang=en')).json.sessions;
});

describe('GET /api/mw/get/sessions', () => {
  it('answers the seeded programme: three days, at least four halls, at least 40 sessions in both languages', async () => {
    expect(all.length).toBeGreaterThanOrEqual(40);
    expect(new Set(all.map((s) => s.day))).toEqual(new Set([1, 2, 3]));
    expect(new Set(all.map((s) => s.hall.id)).size).toBeGreaterThanOrEqual(4);
    const mn: ApiSession[] = (await call('GET', '/api/mw/get/sessions?event=3&lang=mn')).json.sessions;
    expect(mn.map((s) => s.id)).toEqual(all.map((s) => s.id));
    expect(mn[0].title).not.toBe(all[0].title);
    expect(mn[0].hall.name).toMatch(/[а-яөүё]/i);
  });

  it('gives every session the documented shape, times in Ulaanbaatar with their offset', () => {
    const keynote = all.find((s) => s.type === 'keynote')!;
    expect(Object.keys(keynote).sort()).toEqual(['day', 'end', 'hall', 'id', 'slides', 'speakers', 'start', 'title', 'type']);
    expect(keynote.start).toMatch(/^2025-09-1[123]T\d{2}:\d{2}:00\+08:00$/);
    expect(Date.parse(keynote.end)).toBeGreaterThan(Date.parse(keynote.start));
    expect(Object.keys(keynote.speakers[0]).sort()).toEqual(['id', 'name', 'photo', 'position']);
  });

  it('keeps speakers in the programme order and sorts sessions by day and time', () => {
    const panel = all.find((s) => s.title === 'How to strengthen investor confidence')!;
    expect(panel.speakers).toHaveLength(3);
    const keys = all.map((s) => `${s.day} ${s.start.slice(11, 16)}`);
    expect(keys).toEqual([...keys].sort());
  });

  it('filters by day and hall', async () => {
    const hall = all[0].hall.id;
    const res = await call('GET', `/api/mw/get/sessions?event=3&lang=en&day=2&hall=${hall}`);
    expect(res.status).toBe(200);
    expect(res.json.sessions.length).toBeGreaterThan(0);
    expect(res.json.sessions.every((s: ApiSession) => s.day === 2 && s.hall.id === hall)).toBe(true);
  });

  it('answers 400 for a bad language or day, and an empty list for an event without a programme (2024; the 2023 archive’s talks are sessions)', async () => {
    expect((await call('GET', '/api/mw/get/sessions?event=3&lang=fr')).status).toBe(400);
    expect((await call('GET', '/api/mw/get/sessions?event=3&day=x')).status).toBe(400);
    expect((await call('GET', '/api/mw/get/sessions?event=2&lang=en')).json).toEqual({ sessions: [] });
  });
});

describe('GET /api/mw/get/speakers', () => {
  it('lists the speakers with position, photo, company and bio in the language asked', async () => {
    const res = await call('GET', '/api/mw/get/speakers?event=3&lang=en');
    expect(res.status).toBe(200);
    expect(res.json.speakers.length).toBeGreaterThanOrEqual(10);
    const first = res.json.speakers[0];
    expect(Object.keys(first).sort()).toEqual(['bio', 'company', 'country', 'id', 'name', 'photo', 'position']);
    expect(first.bio).toMatch(/[a-z]/);
  });
});

describe('GET /api/mw/calendar.ics', () => {
  const parse = (text: string) => new ICAL.Component(ICAL.parse(text));

  it('serves the whole programme as a calendar with times in Asia/Ulaanbaatar', async () => {
    const res = await call('GET', '/api/mw/calendar.ics?event=3&lang=en');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/calendar/);
    const calendar = parse(res.text);
    const zone = calendar.getFirstSubcomponent('vtimezone')!;
    expect(zone.getFirstPropertyValue('tzid')).toBe('Asia/Ulaanbaatar');
    const events = calendar.getAllSubcomponents('vevent');
    expect(events).toHaveLength(all.length);
    const opening = events.find((e) => e.getFirstPropertyValue('summary') === 'Opening ceremony')!;
    expect(opening.getFirstProperty('dtstart')!.getParameter('tzid')).toBe('Asia/Ulaanbaatar');
    // Read through the zone the file defines: 09:00 in Ulaanbaatar is 01:00 UTC, wherever the calendar is.
    ICAL.TimezoneService.register(new ICAL.Timezone(zone));
    const start = new ICAL.Event(opening).startDate;
    expect(start.toJSDate().toISOString()).toBe('2025-09-11T01:00:00.000Z');
    expect(res.text.endsWith('END:VCALENDAR\r\n')).toBe(true);
  });

  it('serves chosen sessions only (the personal agenda)', async () => {
    const chosen = [all[3].id, all[10].id];
    const res = await call('GET', `/api/mw/calendar.ics?sessions=${chosen.join(',')}&lang=en`);
    expect(res.status).toBe(200);
    const uids = parse(res.text).getAllSubcomponents('vevent').map((e) => e.getFirstPropertyValue('uid'));
    expect(uids.sort()).toEqual(chosen.map((id) => `mw-session-${id}@miningweek.mn`).sort());
  });

  it('answers 400 without event or sessions, and for a malformed list; 404 for an unknown event', async () => {
    expect((await call('GET', '/api/mw/calendar.ics')).status).toBe(400);
    expect((await call('GET', '/api/mw/calendar.ics?sessions=1,abc')).status).toBe(400);
    expect((await call('GET', '/api/mw/calendar.ics?event=999')).status).toBe(404);
  });
});
