import ical from 'ical-generator';
import type { SessionView } from './programme-data';
import { PROGRAMME_TIME_ZONE } from './programme-constants';

/**
 * Ulaanbaatar keeps UTC+8 all year (no daylight saving since 2017), so one STANDARD rule describes it. Calendars
 * abroad read the session times through it and show them in their own zone.
 */
const VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${PROGRAMME_TIME_ZONE}`,
  'BEGIN:STANDARD',
  'DTSTART:19700101T000000',
  'TZOFFSETFROM:+0800',
  'TZOFFSETTO:+0800',
  'TZNAME:+08',
  'END:STANDARD',
  'END:VTIMEZONE',
].join('\r\n');

export const sessionUid = (id: number) => `mw-session-${id}@miningweek.mn`;

/** 'YYYY-MM-DDTHH:MM:SS' wall-clock time of the session, which ical-generator writes as DTSTART;TZID=...:local time. */
const localTime = (iso: string) => iso.slice(0, 19);

/**
 * Sessions as an iCalendar feed. Times carry TZID=Asia/Ulaanbaatar with the zone defined in the file (RFC 5545
 * §3.6.5). The zone is set per event, not on the calendar: ical-generator would otherwise write DTSTAMP in the
 * server's local time. `url(session)` is the session's page.
 */
export function programmeCalendar(name: string, sessions: SessionView[], url: (s: SessionView) => string, now = new Date()): string {
  const calendar = ical({ name, prodId: { company: 'Mongolian National Mining Association', product: 'Mining Week Programme', language: 'EN' }, ttl: 3600 });
  for (const s of sessions) {
    calendar.createEvent({
      id: sessionUid(s.id),
      stamp: now,
      start: localTime(s.start),
      end: localTime(s.end),
      timezone: PROGRAMME_TIME_ZONE,
      summary: s.title,
      description: [s.description, s.speakers.map((p) => p.name).join(', ')].filter(Boolean).join('\n\n'),
      location: s.hall.name,
      url: url(s),
    });
  }
  const text = calendar.toString().replace(/\r\n(?=BEGIN:VEVENT|END:VCALENDAR)/, `\r\n${VTIMEZONE}\r\n`);
  // Every content line ends with CRLF, the last one included (RFC 5545 §3.1).
  return `${text}\r\n`;
}

/** The days of an event as all-day entries (the ticket mail's attachment): dates need no time zone. */
export function eventDaysCalendar(name: string, days: string[], place: string, now = new Date()): string {
  const calendar = ical({ name, prodId: { company: 'Mongolian National Mining Association', product: 'Mining Week Ticket', language: 'EN' } });
  days.forEach((day, i) => {
    calendar.createEvent({ id: `mw-day-${day}@miningweek.mn`, stamp: now, allDay: true, start: day, summary: `${name} · ${i + 1}`, location: place });
  });
  return `${calendar.toString()}\r\n`;
}
