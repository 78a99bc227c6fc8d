import { getDb } from '@/lib/db/client';
import { meetingRooms, meetingTimes, meetingUsers } from '@/lib/db/schema';
import { startParticipantSession } from '@/lib/meetings/participant-session';
import { SLOT_UTC_OFFSET_HOURS } from '@/lib/meetings/slot';
import type { UserType } from '@/lib/meetings/validators';
import { useTemporaryDataDir } from '../conference/fixtures';

export { form, pngFile, fakePng } from '../conference/fixtures';

/** Mail and uploads of these tests go to a fresh temporary folder. */
export const useMeetingsDataDir = useTemporaryDataDir;

export type TestParticipant = { id: number; email: string; name: string; token: string; auth: { headers: { authorization: string } } };

let serial = 0;

/** A registered meeting participant, signed in: their bearer credentials. */
export async function participant(fields: Partial<{ name: string; name_en: string; email: string; user_type: UserType }> = {}): Promise<TestParticipant> {
  const db = await getDb();
  const n = ++serial;
  const [user] = await db
    .insert(meetingUsers)
    .values({
      name: fields.name ?? `Оролцогч ${n}`,
      name_en: fields.name_en ?? `Participant ${n}`,
      email: fields.email ?? `participant${n}-${Math.random().toString(36).slice(2, 8)}@example.com`,
      user_type: fields.user_type ?? 'Exhibitor',
    })
    .returning();
  const { token } = await startParticipantSession(db, user!.id);
  return { id: user!.id, email: user!.email, name: user!.name, token, auth: { headers: { authorization: `Bearer ${token}` } } };
}

/** The Ulaanbaatar calendar date `days` from today ('YYYY-MM-DD'). */
export function ubDate(days: number): string {
  return new Date(Date.now() + SLOT_UTC_OFFSET_HOURS * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
}

export async function slot(meeting_date = ubDate(1), meeting_time = '10:00') {
  const db = await getDb();
  const [row] = await db.insert(meetingTimes).values({ meeting_date, meeting_time }).returning();
  return row!;
}

export async function room(room_number = `Өрөө ${++serial}`, capacity = '6') {
  const db = await getDb();
  const [row] = await db.insert(meetingRooms).values({ room_number, capacity }).returning();
  return row!;
}

export const invitation = (sender: TestParticipant, receiver: { id: number }, roomId: number, timeId: number, purpose = 'Хамтын ажиллагаа') => ({
  sender_id: sender.id,
  receiver_id: receiver.id,
  room_id: roomId,
  meeting_time_id: timeId,
  meeting_status: 'pending',
  meeting_description: purpose,
});
