import 'server-only';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { meetingUsers, meetings } from '@/lib/db/schema';
import { conflict, notFound } from '@/lib/api/errors';
import { participantColumns } from './participant-session';
import { slotStartUtc } from './slot';
import { meetingsForParticipant } from './queries';
import { violatedConstraint } from './pg-errors';
import { withJobs } from '@/lib/jobs';
import { queueMeetingMail } from './mail';
import { dropReminders } from './reminders';
import type { MeetingUserInput } from './validators';

/* The back office's meeting users: single add and edit, delete, and the bulk file upload. */

const DUPLICATE_EMAIL = 'Энэ цахим шуудангаар бүртгэлтэй хэрэглэгч байна.';

function duplicateEmail(error: unknown) {
  return violatedConstraint(error)?.constraint === 'meeting_users_email_unique' ? conflict(DUPLICATE_EMAIL) : null;
}

export async function insertMeetingUser(db: Db, input: MeetingUserInput) {
  try {
    const [user] = await db
      .insert(meetingUsers)
      .values(input)
      .returning(participantColumns);
    return user!;
  } catch (error) {
    throw duplicateEmail(error) ?? error;
  }
}

export async function updateMeetingUser(db: Db, id: number, input: MeetingUserInput) {
  try {
    const [user] = await db.update(meetingUsers).set(input).where(eq(meetingUsers.id, id)).returning(participantColumns);
    if (!user) throw notFound('Хэрэглэгч олдсонгүй.');
    return user;
  } catch (error) {
    throw duplicateEmail(error) ?? error;
  }
}

/**
 * Deleting users removes their meetings (the foreign keys cascade); the other party of each upcoming pending
 * or accepted meeting is sent a cancellation, so nobody keeps a calendar entry for a meeting that is gone, and
 * its reminders are dropped; all in the deletion's transaction. The number of users deleted.
 */
export async function deleteMeetingUsers(db: Db, ids: number[]) {
  const now = Date.now();
  const gone = new Set(ids);
  // Each upcoming live meeting once, even when both of its parties are deleted together.
  const live = new Map<number, Awaited<ReturnType<typeof meetingsForParticipant>>[number]>();
  for (const id of ids) {
    for (const m of await meetingsForParticipant(db, id)) {
      if (m.meeting_status !== 'cancelled' && slotStartUtc(m.meeting_date, m.meeting_time).getTime() > now) live.set(m.id, m);
    }
  }
  const sequences = live.size
    ? await db.select({ id: meetings.id, sequence: meetings.calendar_sequence }).from(meetings).where(inArray(meetings.id, [...live.keys()]))
    : [];
  return withJobs(db, async (jobs) => {
    const deleted = await jobs.tx.delete(meetingUsers).where(inArray(meetingUsers.id, ids)).returning({ id: meetingUsers.id });
    for (const m of live.values()) {
      const stored = sequences.find((s) => s.id === m.id)?.sequence ?? 0;
      await dropReminders(jobs, m);
      const stay = (['sender', 'receiver'] as const).filter((side) => !gone.has(side === 'sender' ? m.sender_id : m.receiver_id));
      if (stay.length) await queueMeetingMail(jobs, 'cancellation', { ...m, meeting_status: 'cancelled' }, stored + 1, [...stay]);
    }
    return deleted.length;
  });
}

export async function deleteMeetingUser(db: Db, id: number) {
  if (!(await deleteMeetingUsers(db, [id]))) throw notFound('Хэрэглэгч олдсонгүй.');
}

/** Adds new e-mails and updates the details of known ones (matched without regard to case), in one transaction. */
export async function upsertMeetingUsers(db: Db, rows: MeetingUserInput[]): Promise<{ added: number; updated: number }> {
  if (rows.length === 0) return { added: 0, updated: 0 };
  return db.transaction(async (tx) => {
    const known = await tx
      .select({ id: meetingUsers.id, email: sql<string>`lower(${meetingUsers.email})` })
      .from(meetingUsers)
      .where(inArray(sql`lower(${meetingUsers.email})`, rows.map((r) => r.email)));
    const idByEmail = new Map(known.map((k) => [k.email, k.id]));
    const fresh = rows.filter((r) => !idByEmail.has(r.email));
    if (fresh.length) await tx.insert(meetingUsers).values(fresh);
    for (const r of rows) {
      const id = idByEmail.get(r.email);
      if (id !== undefined) await tx.update(meetingUsers).set(r).where(eq(meetingUsers.id, id));
    }
    return { added: fresh.length, updated: rows.length - fresh.length };
  });
}
