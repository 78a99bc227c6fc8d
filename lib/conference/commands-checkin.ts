import 'server-only';
import { and, count, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { conflict, notFound } from '@/lib/api/errors';
import { registrations } from './schema';
import { checkIns } from './programme-schema';
import { ubDay } from '@/lib/site/ulaanbaatar-time';

/**
 * Checks a ticket in for today (the Ulaanbaatar day): once per registration and day, the unique index deciding
 * when two phones scan the same ticket at once. 404 for a code nobody holds, 409 with the first time after.
 */
export async function checkIn(db: DbOrTx, code: string, now = new Date()) {
  const [person] = await db
    .select({ id: registrations.id, first_name: registrations.first_name, last_name: registrations.last_name, company: registrations.company })
    .from(registrations)
    .where(eq(registrations.ticket_code, code));
  if (!person) throw notFound('Ийм тасалбар олдсонгүй (unknown ticket).');
  const day = ubDay(now);
  const [inserted] = await db
    .insert(checkIns)
    .values({ registration_id: person.id, day, checked_in_at: now })
    .onConflictDoNothing()
    .returning({ checked_in_at: checkIns.checked_in_at });
  const name = `${person.first_name} ${person.last_name}`;
  if (inserted) return { name, company: person.company, day, checked_in_at: inserted.checked_in_at.toISOString() };
  const [first] = await db
    .select({ checked_in_at: checkIns.checked_in_at })
    .from(checkIns)
    .where(and(eq(checkIns.registration_id, person.id), eq(checkIns.day, day)));
  throw conflict('Өнөөдөр аль хэдийн бүртгэгдсэн (already checked in).', { name, checked_in_at: first!.checked_in_at.toISOString() });
}

/** Checked-in attendees per Ulaanbaatar day of an event, for the dashboard. */
export function checkInCounts(db: DbOrTx, eventId: number) {
  return db
    .select({ day: checkIns.day, count: count() })
    .from(checkIns)
    .innerJoin(registrations, eq(registrations.id, checkIns.registration_id))
    .where(eq(registrations.event_id, eventId))
    .groupBy(checkIns.day)
    .orderBy(sql`${checkIns.day}`);
}
