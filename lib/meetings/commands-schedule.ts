import 'server-only';
import { eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { meetingRooms, meetingTimes, meetings } from '@/lib/db/schema';
import { conflict, notFound } from '@/lib/api/errors';
import { IMAGE_KINDS } from '@/lib/storage/detect';
import { IMAGE_LIMIT, removeStored, storeFile } from '@/lib/storage';
import { violatedConstraint } from './pg-errors';
import { hourlyStarts } from './slot';

/* Meeting days, hourly slots and rooms, managed from the back office's meeting-info screen. */

const TIME_IN_USE = 'Энэ цагт уулзалт товлогдсон тул устгах боломжгүй.';

/** One slot per hour from the first to the last start time, inclusive; slots that already exist are kept. */
export async function addMeetingDay(db: Db, input: { date: string; start_time: string; end_time: string }) {
  const starts = hourlyStarts(input.start_time, input.end_time);
  const added = await db
    .insert(meetingTimes)
    .values(starts.map((t) => ({ meeting_date: input.date, meeting_time: t })))
    .onConflictDoNothing()
    .returning({ id: meetingTimes.id, meeting_date: meetingTimes.meeting_date, meeting_time: meetingTimes.meeting_time });
  return { times: added, added: added.length, existing: starts.length - added.length };
}

/** A slot that any meeting refers to (cancelled ones included: they are the history) stays. */
export async function deleteMeetingTime(db: Db, id: number) {
  const [used] = await db.select({ id: meetings.id }).from(meetings).where(eq(meetings.meeting_time_id, id)).limit(1);
  if (used) throw conflict(TIME_IN_USE);
  try {
    const [deleted] = await db.delete(meetingTimes).where(eq(meetingTimes.id, id)).returning({ id: meetingTimes.id });
    if (!deleted) throw notFound('Уулзалтын цаг олдсонгүй.');
  } catch (error) {
    // A meeting booked between the check and the delete: the foreign key refuses it.
    throw violatedConstraint(error)?.code === '23503' ? conflict(TIME_IN_USE) : error;
  }
}

const ROOM_IMAGE = { kinds: IMAGE_KINDS, maxBytes: IMAGE_LIMIT, wrongKindMessage: 'Зөвхөн jpg, jpeg, png зураг оруулна уу.' };

/** An empty file input arrives as a zero-byte File: that means "no new picture". */
const chosen = (image: File | undefined): image is File => Boolean(image && image.size > 0);

type RoomInput = { room_number: string; capacity: string; image?: File };

export async function insertMeetingRoom(db: Db, input: RoomInput) {
  const room_pic = chosen(input.image) ? (await storeFile(input.image, ROOM_IMAGE)).url : '';
  try {
    const [room] = await db.insert(meetingRooms).values({ room_number: input.room_number, capacity: input.capacity, room_pic }).returning();
    return room!;
  } catch (error) {
    await removeStored(room_pic);
    throw error;
  }
}

/** Replaces the picture only when a new one is sent; the old file is removed once the row points at the new one. */
export async function updateMeetingRoom(db: Db, id: number, input: RoomInput) {
  const [current] = await db.select().from(meetingRooms).where(eq(meetingRooms.id, id));
  if (!current) throw notFound('Уулзалтын өрөө олдсонгүй.');
  const room_pic = chosen(input.image) ? (await storeFile(input.image, ROOM_IMAGE)).url : current.room_pic;
  const [room] = await db
    .update(meetingRooms)
    .set({ room_number: input.room_number, capacity: input.capacity, room_pic })
    .where(eq(meetingRooms.id, id))
    .returning();
  if (room_pic !== current.room_pic) await removeStored(current.room_pic);
  return room!;
}
