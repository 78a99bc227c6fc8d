import 'server-only';
import { and, asc, eq, ne, type SQL } from 'drizzle-orm';
import { orderOr, type ListSql } from '@/lib/api/list-query';
import type { DbOrTx } from '@/lib/db/client';
import { eventDates, halls } from './schema';
import { sessions } from './programme-schema';
import { changed } from './write-helpers';

/**
 * "Presentations" are the programme's sessions that have slides: /mw/presentation and the spec's
 * GET /get/presentation?hall&agenda read them by hall and day in the spec's shape (present_name, present_url),
 * so the timetable and the presentation list never disagree.
 */
const presentationColumns = {
  id: sessions.id,
  present_name: sessions.title_mn,
  present_name_en: sessions.title_en,
  present_url: sessions.slides_url,
};
const hasSlides = ne(sessions.slides_url, '');
const inHallOnDay = (hallId: number, eventDateId: number) => and(eq(sessions.hall_id, hallId), eq(sessions.event_date_id, eventDateId));

/** The sessions with slides in one hall on one day, in time order (the public list). */
export function listPresentations(db: DbOrTx, hallId: number, eventDateId: number) {
  return db
    .select(presentationColumns)
    .from(sessions)
    .where(and(inHallOnDay(hallId, eventDateId), hasSlides))
    .orderBy(asc(sessions.starts_at), asc(sessions.id));
}

/** Every session in one hall on one day with its time, slides or not, for the back office to attach slides. */
export function listSessionSlides(db: DbOrTx, hallId: number, eventDateId: number, list?: ListSql) {
  return db
    .select({ ...presentationColumns, starts_at: sessions.starts_at, ends_at: sessions.ends_at })
    .from(sessions)
    .where(and(inHallOnDay(hallId, eventDateId), list?.where as SQL | undefined))
    .orderBy(...orderOr(list, [asc(sessions.starts_at), asc(sessions.id)]));
}

/** Every session with slides of an event with its day and hall, for the archived edition's static list. */
export function listEventPresentations(db: DbOrTx, eventId: number) {
  return db
    .select({
      ...presentationColumns,
      day: eventDates.day,
      event_date: eventDates.event_date,
      hall_name: halls.hall_name,
      hall_name_en: halls.hall_name_en,
    })
    .from(sessions)
    .innerJoin(halls, eq(halls.id, sessions.hall_id))
    .innerJoin(eventDates, eq(eventDates.id, sessions.event_date_id))
    .where(and(eq(sessions.event_id, eventId), hasSlides))
    .orderBy(asc(eventDates.day), asc(halls.id), asc(sessions.starts_at), asc(sessions.id));
}

/** Sets or clears (an empty link) one session's slides; the rest of the session is edited in the sessions screen. */
export async function updateSessionSlides(db: DbOrTx, input: { id: number; present_url?: string }) {
  const [row] = await db.update(sessions).set({ slides_url: input.present_url ?? '' }).where(eq(sessions.id, input.id)).returning(presentationColumns);
  return changed(row, 'Хуралдаан');
}
