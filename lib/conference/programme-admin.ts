import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '@/lib/db/client';
import { badRequest } from '@/lib/api/errors';
import { eventDates, events, halls, presenters } from './schema';
import { sessionSpeakers, sessions } from './programme-schema';
import type { z } from 'zod';
import { listSessionRows, listSpeakerRows } from './programme-queries';
import { conflictsOf, type Booking } from './programme-conflicts';
import { hhmm } from './programme-time';
import { changed, withReferences } from './write-helpers';
import { EVENT_STAT_KEYS } from './constants';
import type { eventRegistrationSchema, SessionInput, speakerProfileSchema } from './programme-validators';

/** The back office's programme: every session of an event with its form values and its double-booking warnings. */
export async function listAdminSessions(db: Db, eventId: number) {
  const rows = await listSessionRows(db, { eventId });
  const bookings: Booking[] = rows.map((r) => ({
    id: r.session.id,
    event_date_id: r.session.event_date_id,
    hall_id: r.session.hall_id,
    starts_at: hhmm(r.session.starts_at),
    ends_at: hhmm(r.session.ends_at),
    title: r.session.title_mn,
    speakers: r.speakers.map((s) => ({ id: s.id, name: s.name_mn })),
  }));
  return rows.map((r, i) => {
    const { created_at: _created, ...session } = r.session;
    return {
      ...session,
      starts_at: bookings[i].starts_at,
      ends_at: bookings[i].ends_at,
      day: `${r.day}-р өдөр · ${r.date}`,
      hall: r.hall_name,
      speaker_names: r.speakers.map((s) => s.name_mn).join(', '),
      // Choices are text in the form's selects.
      speakers: r.speakers.map((s) => ({ presenter_id: String(s.id) })),
      conflicts: conflictsOf(bookings[i], bookings).join('; '),
    };
  });
}

/** The day, hall and speakers must belong to the session's event: ids from the client are checked, never trusted. */
async function checkReferences(db: Db, input: SessionInput) {
  const [day] = await db.select({ id: eventDates.id }).from(eventDates).where(and(eq(eventDates.id, input.event_date_id), eq(eventDates.event_id, input.event_id)));
  if (!day) throw badRequest('Өдөр энэ арга хэмжээнийх биш байна.');
  const [hall] = await db.select({ id: halls.id }).from(halls).where(and(eq(halls.id, input.hall_id), eq(halls.event_id, input.event_id)));
  if (!hall) throw badRequest('Танхим энэ арга хэмжээнийх биш байна.');
  for (const { presenter_id } of input.speakers) {
    const [speaker] = await db.select({ id: presenters.id }).from(presenters).where(and(eq(presenters.id, presenter_id), eq(presenters.event_id, input.event_id)));
    if (!speaker) throw badRequest('Илтгэгч энэ арга хэмжээнийх биш байна.');
  }
}

/** A session's speakers become the given list, in its order (position 0 first). */
export async function setSpeakers(tx: DbOrTx, sessionId: number, speakers: SessionInput['speakers']) {
  await tx.delete(sessionSpeakers).where(eq(sessionSpeakers.session_id, sessionId));
  if (speakers.length) await tx.insert(sessionSpeakers).values(speakers.map((s, position) => ({ session_id: sessionId, presenter_id: s.presenter_id, position })));
}

/** Saves a session and its speakers in order; the answer carries the warnings so the form can say them at once. */
export async function saveSession(db: Db, input: SessionInput & { id?: number }) {
  await checkReferences(db, input);
  const { id, speakers, ...fields } = input;
  const row = await db.transaction(async (tx) => {
    const [saved] = id
      ? await tx.update(sessions).set(fields).where(eq(sessions.id, id)).returning()
      : await tx.insert(sessions).values(fields).returning();
    if (!saved) return undefined;
    await setSpeakers(tx, saved.id, speakers);
    return saved;
  });
  const session = changed(row, 'Хуралдаан');
  const conflicts = (await listAdminSessions(db, input.event_id)).find((s) => s.id === session.id)?.conflicts ?? '';
  return { session, conflicts };
}

export async function deleteSession(db: Db, id: number) {
  const [row] = await db.delete(sessions).where(eq(sessions.id, id)).returning();
  return changed(row, 'Хуралдаан');
}

/** The speakers of an event with their profiles, for the back office. */
export function listSpeakerProfiles(db: Db, eventId: number) {
  return listSpeakerRows(db, { eventId });
}

/** Saves a speaker's profile; a directory company that does not exist is a 400. */
export async function updateSpeakerProfile(db: Db, input: z.infer<typeof speakerProfileSchema>) {
  const { id, ...fields } = input;
  const [row] = await withReferences('Лавлахад ийм байгууллага алга.', () => db.update(presenters).set(fields).where(eq(presenters.id, id)).returning());
  return changed(row, 'Илтгэгч');
}

/**
 * Sets when an event takes registrations, its venue and home statistics, and whether it is the current edition;
 * the public pages follow within minutes, the API at once.
 */
export async function updateEventRegistration(db: Db, input: z.infer<typeof eventRegistrationSchema>) {
  const { id, is_current, registration_opens_at, registration_closes_at, venue_mn, venue_en } = input;
  const given = EVENT_STAT_KEYS.filter((key) => input[`stat_${key}`] !== undefined);
  const statistics = given.length ? Object.fromEntries(given.map((key) => [key, input[`stat_${key}`]!])) : undefined;
  // What the call leaves out (undefined) is not written.
  const fields = { registration_opens_at, registration_closes_at, venue_mn, venue_en, statistics, is_current };
  return db.transaction(async (tx) => {
    // One current edition: choosing this one unmarks the other first (the partial unique index would refuse two);
    // an unknown id throws inside the transaction, so the other stays current.
    if (is_current) await tx.update(events).set({ is_current: false }).where(eq(events.is_current, true));
    const [saved] = await tx.update(events).set(fields).where(eq(events.id, id)).returning();
    return changed(saved, 'Арга хэмжээ');
  });
}
