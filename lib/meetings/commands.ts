import 'server-only';
import crypto from 'node:crypto';
import { and, eq, exists, or, sql, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { meetingParticipants, meetingRooms, meetingTimes, meetingUsers, meetings } from '@/lib/db/schema';
import { badRequest, conflict, forbidden, notFound } from '@/lib/api/errors';
import { assertActsAs, type Participant } from './participant-session';
import { meetingById, slotIsUpcoming, type MeetingView } from './queries';
import { violatedConstraint } from './pg-errors';
import { withJobs } from '@/lib/jobs';
import { queueMeetingMail } from './mail';
import { dropReminders, scheduleReminders } from './reminders';
import { scheduleInvitationExpiry } from './expiry';
import type { InvitationInput } from './validators';

/*
 * Invitations, acceptance and cancellation. Exclusivity (one live meeting per room and slot, one live
 * meeting per person and slot) is enforced by the database's unique indexes, so two simultaneous
 * invitations can never both succeed: the loser gets a 409 that says what was taken.
 */

const NUMBER_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A short meeting number people can read out: MT- and eight characters (40 random bits). */
function newMeetingNumber(): string {
  const bytes = crypto.randomBytes(8);
  return `MT-${[...bytes].map((b) => NUMBER_ALPHABET[b % 32]).join('')}`;
}

function bookingConflict(error: unknown, actorId: number) {
  const v = violatedConstraint(error);
  if (v?.constraint === 'meetings_room_slot_live') {
    return conflict('Энэ өрөө тухайн цагт захиалагдсан байна. Өөр өрөө эсвэл цаг сонгоно уу.', { code: 'room_taken' });
  }
  if (v?.constraint === 'meeting_participants_busy') {
    const busyUser = Number(v.detail?.match(/=\((\d+),/)?.[1]);
    return busyUser === actorId
      ? conflict('Та тухайн цагт өөр уулзалттай байна.', { code: 'sender_busy' })
      : conflict('Хүлээн авагч тухайн цагт өөр уулзалттай байна.', { code: 'receiver_busy' });
  }
  return null;
}

async function requireInvitationTargets(db: Db, input: InvitationInput) {
  const [[slot], [room], [receiver]] = await Promise.all([
    db.select({ id: meetingTimes.id, upcoming: slotIsUpcoming.mapWith(Boolean) }).from(meetingTimes).where(eq(meetingTimes.id, input.meeting_time_id)),
    db.select({ id: meetingRooms.id }).from(meetingRooms).where(eq(meetingRooms.id, input.room_id)),
    db.select({ id: meetingUsers.id }).from(meetingUsers).where(eq(meetingUsers.id, input.receiver_id)),
  ]);
  if (!receiver) throw notFound('Хүлээн авагч олдсонгүй.');
  if (!room) throw notFound('Уулзалтын өрөө олдсонгүй.');
  if (!slot) throw notFound('Уулзалтын цаг олдсонгүй.');
  if (!slot.upcoming) throw badRequest('Өнгөрсөн цагт уулзалт товлох боломжгүй.');
}

/** The acting participant invites another: a pending meeting plus both people's busy rows, all or nothing. */
export async function sendInvitation(db: Db, actor: Participant, input: InvitationInput): Promise<MeetingView> {
  assertActsAs(actor, input.sender_id);
  if (input.receiver_id === actor.id) throw badRequest('Өөртэйгөө уулзалт товлох боломжгүй.');
  await requireInvitationTargets(db, input);

  try {
    return await withJobs(db, async (jobs) => {
      const [meeting] = await jobs.tx
        .insert(meetings)
        .values({
          meeting_number: newMeetingNumber(),
          meeting_status: 'pending',
          meeting_time_id: input.meeting_time_id,
          room_id: input.room_id,
          sender_id: actor.id,
          receiver_id: input.receiver_id,
          meeting_description: input.meeting_description,
        })
        .returning({ id: meetings.id });
      await jobs.tx.insert(meetingParticipants).values([
        { meeting_id: meeting!.id, user_id: actor.id, meeting_time_id: input.meeting_time_id },
        { meeting_id: meeting!.id, user_id: input.receiver_id, meeting_time_id: input.meeting_time_id },
      ]);
      const view = (await meetingById(jobs.tx, meeting!.id))!;
      await queueMeetingMail(jobs, 'invitation', view, 0);
      await scheduleInvitationExpiry(jobs, view);
      return view;
    });
  } catch (error) {
    throw bookingConflict(error, actor.id) ?? error;
  }
}

export const NOT_CANCELLABLE = 'Зөвхөн хүлээгдэж буй эсвэл эхлээгүй зөвшөөрөгдсөн уулзалтыг цуцлах боломжтой.';

/** The meeting's slot has not started yet (Ulaanbaatar time). */
const startsLater = (timeId: SQLWrapper) =>
  exists(sql`(select 1 from ${meetingTimes} where ${meetingTimes.id} = ${timeId} and ${slotIsUpcoming})`);

/** Each change mailed after the invitation raises the calendar SEQUENCE, in the same UPDATE as the change. */
const nextSequence = sql`${meetings.calendar_sequence} + 1`;

/** The meeting named by both its id and its number (both must agree, as the spec's calls send both). */
async function requireMeeting(db: Db, id: number, meetingNumber: string): Promise<MeetingView> {
  const meeting = await meetingById(db, id);
  if (!meeting || meeting.meeting_number !== meetingNumber) throw notFound('Уулзалт олдсонгүй.');
  return meeting;
}

/** Only the receiver accepts, and only while the meeting is pending (checked again in the UPDATE itself). */
export async function acceptMeeting(db: Db, actor: Participant, id: number, meetingNumber: string): Promise<MeetingView> {
  const meeting = await requireMeeting(db, id, meetingNumber);
  if (meeting.receiver_id !== actor.id) throw forbidden('Уулзалтыг зөвхөн урилга хүлээн авсан хэрэглэгч зөвшөөрнө.');
  return withJobs(db, async (jobs) => {
    const [updated] = await jobs.tx
      .update(meetings)
      .set({ meeting_status: 'accepted', calendar_sequence: nextSequence })
      .where(and(eq(meetings.id, id), eq(meetings.meeting_status, 'pending')))
      .returning({ sequence: meetings.calendar_sequence });
    if (!updated) throw conflict('Зөвхөн хүлээгдэж буй уулзалтыг зөвшөөрөх боломжтой.');
    const accepted = { ...meeting, meeting_status: 'accepted' };
    await queueMeetingMail(jobs, 'acceptance', accepted, updated.sequence);
    await scheduleReminders(jobs, accepted);
    return accepted;
  });
}

/**
 * Either party cancels a pending meeting, or an accepted one that has not started (the spec shows only the
 * first; an expo needs both). The busy rows are deleted with the status change, which frees the room and both
 * people for that slot; an accepted meeting's reminders are dropped; both people are told.
 */
export async function cancelMeeting(db: Db, actor: Participant, id: number, meetingNumber: string, userId?: number): Promise<MeetingView> {
  assertActsAs(actor, userId);
  const meeting = await requireMeeting(db, id, meetingNumber);
  if (meeting.sender_id !== actor.id && meeting.receiver_id !== actor.id) throw forbidden('Зөвхөн өөрийн уулзалтыг цуцлах боломжтой.');
  return withJobs(db, async (jobs) => {
    const [row] = await jobs.tx
      .update(meetings)
      .set({ meeting_status: 'cancelled', calendar_sequence: nextSequence })
      .where(
        and(
          eq(meetings.id, id),
          or(eq(meetings.meeting_status, 'pending'), and(eq(meetings.meeting_status, 'accepted'), startsLater(meetings.meeting_time_id))),
        ),
      )
      .returning({ sequence: meetings.calendar_sequence });
    if (!row) throw conflict(NOT_CANCELLABLE);
    await jobs.tx.delete(meetingParticipants).where(eq(meetingParticipants.meeting_id, id));
    await dropReminders(jobs, meeting);
    const result = { ...meeting, meeting_status: 'cancelled' };
    await queueMeetingMail(jobs, 'cancellation', result, row.sequence);
    return result;
  });
}
