import 'server-only';
import { eq, inArray } from 'drizzle-orm';
import type { Db, DbOrTx } from '@/lib/db/client';
import { badRequest, conflict } from '@/lib/api/errors';
import { pgCode } from '@/lib/api/mount';
import { withJobs } from '@/lib/jobs';
import { queueMail } from '@/lib/mail/queue';
import { events, registrations } from './schema';
import { listEventDates } from './queries';
import { ticketLetter } from './ticket-mail';
import { assertRegistrationOpen } from './registration-window';
import type { RegistrationInput } from './validators';

/** The 409 a second registration of one e-mail for one event gets; the form shows its own wording for it. */
export const DUPLICATE_REGISTRATION = {
  code: 'duplicate_registration',
  message: 'Энэ цахим шуудангаар энэ арга хэмжээнд аль хэдийн бүртгүүлсэн байна.',
} as const;

/**
 * Registers a person for an event, while its registration is open (staff may add people at any time);
 * `confirm` queues the registrant's confirmation mail in the same transaction
 * (a mail failure never undoes the registration: the worker retries it). One registration per e-mail and event is
 * a database rule (unique index on event_id, lower(email)), so two simultaneous submissions cannot both pass.
 */
export async function registerForEvent(db: Db, input: RegistrationInput, eventId: number, { confirm = false, staff = false } = {}) {
  const [event] = await db
    .select({ id: events.id, event: events.event, registration_opens_at: events.registration_opens_at, registration_closes_at: events.registration_closes_at })
    .from(events)
    .where(eq(events.id, eventId));
  if (!event) throw badRequest('Арга хэмжээ олдсонгүй.');
  if (!staff) assertRegistrationOpen(event);
  try {
    const registration = await withJobs(db, async (jobs) => {
      const [row] = await jobs.tx
        .insert(registrations)
        .values({ ...input, event_id: eventId })
        .returning({ id: registrations.id, created_at: registrations.created_at, ticket_code: registrations.ticket_code });
      if (confirm) {
        const days = (await listEventDates(jobs.tx, eventId)).map((d) => d.event_date);
        const mail = await ticketLetter(input, { name: event.event, days }, row!.ticket_code);
        await queueMail(jobs, mail, { kind: 'registration', related: `registration ${row!.id}` });
      }
      return row!;
    });
    // No invalidation: registrations appear on no public page (only in the back office, which is not cached).
    return { event, registration };
  } catch (error) {
    if (pgCode(error) === '23505') throw conflict(DUPLICATE_REGISTRATION.message, { code: DUPLICATE_REGISTRATION.code });
    throw error;
  }
}

/**
 * Deletes registrations (the back office's bulk delete; there is no single delete). Registrations are read live
 * by the back office and appear on no public page, so no cache expires. The number deleted.
 */
export async function deleteRegistrations(db: DbOrTx, ids: number[]) {
  const removed = await db.delete(registrations).where(inArray(registrations.id, ids)).returning({ id: registrations.id });
  return removed.length;
}
