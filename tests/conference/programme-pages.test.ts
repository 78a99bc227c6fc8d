import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { events } from '@/lib/conference/schema';
import mwEn from '@/messages/en/mw.json';
import { readEventSummary } from '@/lib/conference/event-summary';
import { seedDatabase } from '@/lib/db/seed';
import { readSessions, readSpeakers, type SessionView } from '@/lib/conference/programme-data';
import { gridOf, marksOf } from '@/lib/conference/programme-grid';
import { agendaHref, calendarHref, webcalHref } from '@/lib/conference/programme-links';
import { mwSitemap } from '@/lib/seo/sitemap-mw';
import { sessionEventData, speakerPersonData } from '@/lib/seo/programme-ld';

/** What the programme's pages are built from: sitemap entries, structured data, the grid and the now/next marks. */

let sessions: SessionView[];

beforeAll(async () => {
  const db = await getDb();
  await seedDatabase(db, new Date('2026-03-18T04:00:00Z'));
  sessions = await readSessions(db, { eventId: 3 }, 'en');
});

describe('the sitemap', () => {
  it('lists the speakers page, every session and every speaker in both languages with alternates', async () => {
    const entries = await mwSitemap();
    const paths = entries.map((e) => new URL(e.url).pathname);
    expect(paths).toEqual(expect.arrayContaining(['/mw/speakers', '/en/mw/speakers', '/mw/agenda']));
    const id = sessions[0].id;
    const session = entries.filter((e) => /\/mw\/sessions\/\d+$/.test(e.url) && e.url.endsWith(`/sessions/${id}`));
    expect(session.map((e) => new URL(e.url).pathname).sort()).toEqual([`/en/mw/sessions/${id}`, `/mw/sessions/${id}`]);
    expect(session[0].alternates?.languages).toMatchObject({ mn: expect.stringMatching(new RegExp(`/mw/sessions/${id}$`)), en: expect.stringMatching(`/en/mw/sessions/${id}`) });
    expect(entries.filter((e) => /\/mw\/sessions\/\d+$/.test(e.url))).toHaveLength(sessions.length * 2);
    expect(paths.some((p) => /^\/en\/mw\/speakers\/\d+$/.test(p))).toBe(true);
  });
});

describe('structured data', () => {
  it('describes a session as an Event in Ulaanbaatar whose superEvent is the conference', () => {
    const keynote = sessions.find((s) => s.type === 'keynote')!;
    const data = sessionEventData(keynote, { name: 'Mining Week 2025', days: ['2025-09-11', '2025-09-12', '2025-09-13'] }, 'en');
    expect(data).toMatchObject({
      '@type': 'Event',
      name: keynote.title,
      startDate: expect.stringMatching(/\+08:00$/),
      location: { '@type': 'Place', name: keynote.hall.name },
      superEvent: { '@type': 'Event', name: 'Mining Week 2025', startDate: '2025-09-11', endDate: '2025-09-13', url: expect.stringMatching(/\/en\/mw$/) },
    });
    expect(data.url).toMatch(new RegExp(`/en/mw/sessions/${keynote.id}$`));
    expect(data.performer[0]).toMatchObject({ '@type': 'Person', name: keynote.speakers[0].name });
  });

  it("names the session's own edition as superEvent, not the current one", async () => {
    const db = await getDb();
    // Another edition is the current one: a 2025 session still belongs to Mining Week 2025.
    const makeCurrent = async (id: number) => {
      await db.update(events).set({ is_current: false });
      await db.update(events).set({ is_current: true }).where(eq(events.id, id));
    };
    await makeCurrent(1);
    const keynote = sessions.find((s) => s.type === 'keynote')!;
    expect(keynote.eventId).toBe(3);
    const own = await readEventSummary(db, { id: keynote.eventId, locale: 'en' });
    expect(own).toMatchObject({ id: 3, name: 'Mining Week 2025', days: ['2025-09-11', '2025-09-12', '2025-09-13'] });
    // The seed keeps the spec's home for event 3: the invitation the messages held and the banner's files.
    expect(own.invitation).toEqual(mwEn.home.invitation);
    expect(own.banner).toEqual({ video: '/images/seed/video-01.mp4', poster: '/images/seed/gallery-01.jpg' });
    expect(sessionEventData(keynote, own, 'en').superEvent).toMatchObject({ name: 'Mining Week 2025', startDate: '2025-09-11' });
    await makeCurrent(3);
  });

  it('describes a speaker as a Person working for their company, linked to the directory when listed', async () => {
    const [first] = await readSpeakers(await getDb(), { eventId: 3 }, 'mn');
    const data = speakerPersonData(first, 'mn');
    expect(data).toMatchObject({ '@type': 'Person', name: first.name, jobTitle: first.position, description: first.bio });
    expect(data.worksFor).toMatchObject({ '@type': 'Organization', name: first.company, url: expect.stringMatching(/\/yp\/company\/\d+$/) });
  });
});

describe('the timetable', () => {
  it('places each session in its hall column and quarter-hour rows', () => {
    const day1 = sessions.filter((s) => s.day === 1);
    const halls = [...new Set(day1.map((s) => s.hall.id))];
    const { placements, hours } = gridOf(day1, halls);
    const opening = day1.find((s) => s.title === 'Opening ceremony')!;
    // 09:00 is the day's first quarter hour (row 2, under the hall header); 09:45 ends three rows later.
    expect(placements.get(opening.id)).toEqual({ column: 2 + halls.indexOf(opening.hall.id), rowStart: 2, rowEnd: 5 });
    expect(hours[0]).toEqual({ label: '09:00', row: 2 });
  });

  it("marks 'now' and 'next' only on the event day, in Ulaanbaatar time", () => {
    const day1 = sessions.filter((s) => s.day === 1);
    const during = marksOf(day1, new Date('2025-09-11T01:10:00Z')); // 09:10 in Ulaanbaatar
    const opening = day1.find((s) => s.title === 'Opening ceremony')!;
    expect(during.get(opening.id)).toBe('now');
    expect([...during.values()].filter((m) => m === 'next').length).toBeGreaterThan(0);
    expect(marksOf(day1, new Date('2025-09-20T01:10:00Z')).size).toBe(0);
  });

  it('keeps filters in plain links and offers the feed as webcal', () => {
    expect(agendaHref({ day: 2, hall: 3, type: 'panel' })).toBe('/mw/agenda?day=2&hall=3&type=panel');
    expect(agendaHref({})).toBe('/mw/agenda');
    expect(webcalHref(calendarHref({ event: 3, lang: 'en' }))).toMatch(/^webcal:\/\/[^/]+\/api\/mw\/calendar\.ics\?lang=en&event=3$/);
  });
});
