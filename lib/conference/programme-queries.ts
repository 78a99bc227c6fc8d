import 'server-only';
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { eventDates, events, halls, presenters } from './schema';
import { sessionSpeakers, sessions } from './programme-schema';
import { speakerColumns, speakerOrder } from './speaker-columns';

/** Reads of the conference programme in both languages; lib/conference/programme-data.ts picks one. */

export type SessionFilter = { eventId?: number; day?: number; hallId?: number; ids?: number[]; speakerId?: number };

/** Sessions with their day, hall and speakers (in order), by day, start time and hall. */
export async function listSessionRows(db: DbOrTx, filter: SessionFilter) {
  const where: (SQL | undefined)[] = [
    filter.eventId ? eq(sessions.event_id, filter.eventId) : undefined,
    filter.day ? eq(eventDates.day, filter.day) : undefined,
    filter.hallId ? eq(sessions.hall_id, filter.hallId) : undefined,
    filter.ids ? inArray(sessions.id, filter.ids.length ? filter.ids : [0]) : undefined,
    filter.speakerId
      ? inArray(sessions.id, db.select({ id: sessionSpeakers.session_id }).from(sessionSpeakers).where(eq(sessionSpeakers.presenter_id, filter.speakerId)))
      : undefined,
  ];
  const rows = await db
    .select({
      session: sessions,
      day: eventDates.day,
      date: eventDates.event_date,
      hall_name: halls.hall_name,
      hall_name_en: halls.hall_name_en,
      event_name: events.event,
    })
    .from(sessions)
    .innerJoin(eventDates, eq(eventDates.id, sessions.event_date_id))
    .innerJoin(halls, eq(halls.id, sessions.hall_id))
    .innerJoin(events, eq(events.id, sessions.event_id))
    .where(and(...where))
    .orderBy(asc(eventDates.day), asc(sessions.starts_at), asc(halls.id), asc(sessions.id));
  const speakers = rows.length
    ? await db
        .select({ session_id: sessionSpeakers.session_id, ...speakerColumns })
        .from(sessionSpeakers)
        .innerJoin(presenters, eq(presenters.id, sessionSpeakers.presenter_id))
        .where(inArray(sessionSpeakers.session_id, rows.map((r) => r.session.id)))
        .orderBy(asc(sessionSpeakers.position), asc(presenters.id))
    : [];
  return rows.map((r) => ({ ...r, speakers: speakers.filter((s) => s.session_id === r.session.id) }));
}
export type SessionRow = Awaited<ReturnType<typeof listSessionRows>>[number];

/** The speakers (presenters) of an event, or one speaker by id, in the presenters' order. */
export function listSpeakerRows(db: DbOrTx, filter: { eventId?: number; id?: number }) {
  return db
    .select({
      ...speakerColumns,
      event_id: presenters.event_id,
      bio_mn: presenters.bio_mn,
      bio_en: presenters.bio_en,
      company: presenters.company,
      country: presenters.country,
      company_id: presenters.company_id,
    })
    .from(presenters)
    .where(and(filter.eventId ? eq(presenters.event_id, filter.eventId) : undefined, filter.id ? eq(presenters.id, filter.id) : undefined))
    .orderBy(...speakerOrder);
}
export type SpeakerRow = Awaited<ReturnType<typeof listSpeakerRows>>[number];
