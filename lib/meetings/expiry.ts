import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { meetingParticipants, meetings } from '@/lib/db/schema';
import { withJobs, type JobWriter } from '@/lib/jobs';
import { QUEUES } from '@/lib/jobs/queues';
import { jobSettings } from '@/lib/jobs/settings';
import { queueMeetingMail } from './mail';
import { meetingById, type MeetingView } from './queries';
import { slotStartUtc } from './slot';

/*
 * A pending invitation the receiver has not answered is withdrawn MEETING_INVITATION_EXPIRY_MINUTES (120) before
 * its slot: the room and both people are free again and the sender is told. An invitation made later than that
 * stays open until the slot starts.
 */

export function invitationExpiresAt(m: Pick<MeetingView, 'meeting_date' | 'meeting_time' | 'created_at'>): Date {
  const start = slotStartUtc(m.meeting_date, m.meeting_time);
  const expiry = new Date(start.getTime() - jobSettings().invitationExpiryMinutes * 60_000);
  return expiry > m.created_at ? expiry : start;
}

export async function scheduleInvitationExpiry(jobs: JobWriter, m: MeetingView) {
  await jobs.send(QUEUES.invitationExpiry, { meetingId: m.id }, { startAfter: invitationExpiresAt(m), retryLimit: 5, retryDelay: 60 });
}

/** The job: withdraws the invitation if it is still pending (an answered one is left alone). */
export async function expireInvitation(db: Db, meetingId: number) {
  return withJobs(db, async (jobs) => {
    const [row] = await jobs.tx
      .update(meetings)
      .set({ meeting_status: 'cancelled', calendar_sequence: sql`${meetings.calendar_sequence} + 1` })
      .where(and(eq(meetings.id, meetingId), eq(meetings.meeting_status, 'pending')))
      .returning({ sequence: meetings.calendar_sequence });
    if (!row) return false;
    await jobs.tx.delete(meetingParticipants).where(eq(meetingParticipants.meeting_id, meetingId));
    const meeting = (await meetingById(jobs.tx, meetingId))!;
    await queueMeetingMail(jobs, 'expiry', meeting, row.sequence, ['sender', 'receiver']);
    return true;
  });
}
