import { meetingParticipants, meetingRooms, meetingTimes, meetingUsers, meetings } from '@/lib/meetings/schema';
import type { Tx } from '@/lib/db/client';
import type { Random } from './random';
import { seedFiles } from './assets';
import { daysFrom, isoDay } from './time';
import { insertRows } from './insert';
import { personName, phoneNumber } from './content/people';

const USER_TYPES = ['Exhibitor', 'Sponsor', 'Attendee'] as const;
const PARTICIPANTS = 12;
const EXPO_DAYS = 3;
const FIRST_SLOT = 10;
const LAST_SLOT = 16;
const NUMBER_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** [sender, receiver, status, day index, hour, room, purpose]; participants 1 and 2 are left free for trying things out. */
const DEMO_MEETINGS = [
  [3, 4, 'pending', 0, 10, 1, 'Тоног төхөөрөмжийн нийлүүлэлтийн талаар танилцах'],
  [5, 6, 'accepted', 0, 11, 2, 'Тээврийн гэрээний нөхцөл ярилцах'],
  [7, 3, 'accepted', 1, 14, 1, 'Хамтарсан төслийн санал'],
  [8, 9, 'cancelled', 1, 15, 3, 'Лабораторийн үйлчилгээний үнийн санал'],
  [4, 10, 'pending', 2, 13, 2, 'Discussing a drilling services contract'],
] as const;

/** Expo participants (participant1..12@example.com), bookable hourly slots two weeks ahead, rooms and a few meetings. */
export async function seedMeetings(tx: Tx, rand: Random, now: Date) {
  await insertRows(
    tx,
    meetingUsers,
    Array.from({ length: PARTICIPANTS }, (_, i) => {
      const name = personName(i + 160);
      return {
        id: i + 1,
        name: name.mn,
        name_en: name.en,
        email: `participant${i + 1}@example.com`,
        phone_number: phoneNumber(i + 160),
        user_type: USER_TYPES[i % USER_TYPES.length],
      };
    }),
  );

  const days = Array.from({ length: EXPO_DAYS }, (_, d) => isoDay(daysFrom(now, 14 + d)));
  const times = days.flatMap((meeting_date) =>
    Array.from({ length: LAST_SLOT - FIRST_SLOT + 1 }, (_, h) => ({ meeting_date, meeting_time: `${String(FIRST_SLOT + h).padStart(2, '0')}:00` })),
  );
  await insertRows(tx, meetingTimes, times.map((t, i) => ({ id: i + 1, ...t })));
  const slotId = (day: number, hour: number) => day * (LAST_SLOT - FIRST_SLOT + 1) + (hour - FIRST_SLOT) + 1;

  await insertRows(tx, meetingRooms, [
    { id: 1, room_number: 'B2B-1', room_pic: seedFiles.room(0), capacity: '6' },
    { id: 2, room_number: 'B2B-2', room_pic: seedFiles.room(1), capacity: '6' },
    { id: 3, room_number: 'B2B-3', room_pic: seedFiles.room(2), capacity: '10' },
    { id: 4, room_number: 'VIP', room_pic: '', capacity: '4' },
  ]);

  const meetingRows = DEMO_MEETINGS.map(([sender_id, receiver_id, meeting_status, day, hour, room_id, meeting_description], i) => ({
    id: i + 1,
    meeting_number: `MT-${Array.from({ length: 8 }, () => rand.pick([...NUMBER_ALPHABET])).join('')}`,
    meeting_status,
    meeting_time_id: slotId(day, hour),
    room_id,
    sender_id,
    receiver_id,
    meeting_description,
    created_at: daysFrom(now, -5 + i, 12),
  }));
  await insertRows(tx, meetings, meetingRows);
  // Live meetings keep both people busy in their slot; a cancelled one frees them.
  await insertRows(
    tx,
    meetingParticipants,
    meetingRows
      .filter((m) => m.meeting_status !== 'cancelled')
      .flatMap((m) => [m.sender_id, m.receiver_id].map((user_id) => ({ meeting_id: m.id, user_id, meeting_time_id: m.meeting_time_id }))),
  );
}
