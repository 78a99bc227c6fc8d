import 'server-only';
import { and, asc, count, desc, eq, exists, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '@/lib/db/client';
import { meetingParticipants, meetingRooms, meetingTimes, meetingUsers, meetings } from '@/lib/db/schema';
import { totalPages } from '@/lib/api/params';
import { SLOT_UTC_OFFSET_HOURS } from './slot';
import { MEETING_STATUSES, USER_TYPES, meetingsShape, meetingUsersShape, type MeetingStatus, type UserType } from './validators';
import { defineList } from '@/lib/api/list-route';
import { orderOr, type ListSql } from '@/lib/api/list-query';

/*
 * Meeting data is personal and changes by the minute, so none of it goes through the public page cache:
 * every read here is a live query, authorized by the caller (participant token or admin session).
 */

const sender = alias(meetingUsers, 'sender');
const receiver = alias(meetingUsers, 'receiver');

/** The spec's meeting fields: one row per meeting with its slot, room and both people. */
const meetingColumns = {
  id: meetings.id,
  meeting_number: meetings.meeting_number,
  meeting_status: meetings.meeting_status,
  meeting_date: meetingTimes.meeting_date,
  meeting_time: meetingTimes.meeting_time,
  meeting_time_id: meetings.meeting_time_id,
  meeting_description: meetings.meeting_description,
  sender_id: meetings.sender_id,
  receiver_id: meetings.receiver_id,
  sender_name: sender.name,
  sender_name_en: sender.name_en,
  sender_email: sender.email,
  receiver_name: receiver.name,
  receiver_name_en: receiver.name_en,
  receiver_email: receiver.email,
  room_id: meetings.room_id,
  room_number: meetingRooms.room_number,
  capacity: meetingRooms.capacity,
  room_pic: meetingRooms.room_pic,
  created_at: meetings.created_at,
};

/** In time order unless a list sort says otherwise. */
function selectMeetings(db: DbOrTx, where: SQL | undefined, list?: ListSql) {
  return db
    .select(meetingColumns)
    .from(meetings)
    .innerJoin(meetingTimes, eq(meetingTimes.id, meetings.meeting_time_id))
    .innerJoin(meetingRooms, eq(meetingRooms.id, meetings.room_id))
    .innerJoin(sender, eq(sender.id, meetings.sender_id))
    .innerJoin(receiver, eq(receiver.id, meetings.receiver_id))
    .where(and(where, list?.where))
    .orderBy(...orderOr(list, [asc(meetingTimes.meeting_date), asc(meetingTimes.meeting_time), asc(meetings.id)]));
}

type MeetingRow = Awaited<ReturnType<typeof selectMeetings>>[number];
export type MeetingView = MeetingRow & { meeting_id: number };

/** meeting_id repeats id: the spec's clients read either name. */
const withMeetingId = (row: MeetingRow): MeetingView => ({ ...row, meeting_id: row.id });

export async function meetingById(db: DbOrTx, id: number): Promise<MeetingView | null> {
  const [row] = await selectMeetings(db, eq(meetings.id, id)).limit(1);
  return row ? withMeetingId(row) : null;
}

/** Every meeting the participant sends or receives, in time order. */
export async function meetingsForParticipant(db: DbOrTx, userId: number): Promise<MeetingView[]> {
  const rows = await selectMeetings(db, or(eq(meetings.sender_id, userId), eq(meetings.receiver_id, userId)));
  return rows.map(withMeetingId);
}

/** The people a participant can invite: everyone else. */
export function otherParticipants(db: DbOrTx, userId: number) {
  return db
    .select({ id: meetingUsers.id, name: meetingUsers.name, name_en: meetingUsers.name_en, email: meetingUsers.email, user_type: meetingUsers.user_type })
    .from(meetingUsers)
    .where(ne(meetingUsers.id, userId))
    .orderBy(asc(meetingUsers.name), asc(meetingUsers.id));
}

/** The slot has not started yet, by Ulaanbaatar wall-clock time. */
export const slotIsUpcoming = sql`(${meetingTimes.meeting_date} + ${meetingTimes.meeting_time}) > (now() at time zone 'UTC') + make_interval(hours => ${SLOT_UTC_OFFSET_HOURS})`;

const busyIn = (userId: number) =>
  exists(
    sql`(select 1 from ${meetingParticipants} where ${meetingParticipants.user_id} = ${userId} and ${meetingParticipants.meeting_time_id} = ${meetingTimes.id})`,
  );

type RoomOffer = { room_id: number; room_number: string; capacity: string; room_pic: string };
export type AvailableDay = { meeting_date: string; times: { meeting_time_id: number; meeting_time: string; rooms: RoomOffer[] }[] };

/**
 * Upcoming slots and the rooms still free in each, leaving out slots in which the participant (and the
 * chosen receiver, when given) already has a live meeting. The database still has the last word on booking.
 */
export async function availableMeetingTimes(db: DbOrTx, userId: number, receiverId?: number): Promise<AvailableDay[]> {
  const roomTaken = exists(
    sql`(select 1 from ${meetings} where ${meetings.room_id} = ${meetingRooms.id} and ${meetings.meeting_time_id} = ${meetingTimes.id} and ${meetings.meeting_status} <> 'cancelled')`,
  );
  const rows = await db
    .select({
      meeting_time_id: meetingTimes.id,
      meeting_date: meetingTimes.meeting_date,
      meeting_time: meetingTimes.meeting_time,
      room_id: meetingRooms.id,
      room_number: meetingRooms.room_number,
      capacity: meetingRooms.capacity,
      room_pic: meetingRooms.room_pic,
    })
    .from(meetingTimes)
    .crossJoin(meetingRooms)
    .where(
      and(
        slotIsUpcoming,
        sql`not ${roomTaken}`,
        sql`not ${busyIn(userId)}`,
        receiverId === undefined ? undefined : sql`not ${busyIn(receiverId)}`,
      ),
    )
    .orderBy(asc(meetingTimes.meeting_date), asc(meetingTimes.meeting_time), asc(meetingRooms.room_number), asc(meetingRooms.id));

  const days: AvailableDay[] = [];
  for (const { meeting_date, meeting_time_id, meeting_time, ...room } of rows) {
    let day = days.at(-1);
    if (day?.meeting_date !== meeting_date) days.push((day = { meeting_date, times: [] }));
    let slot = day.times.at(-1);
    if (slot?.meeting_time_id !== meeting_time_id) day.times.push((slot = { meeting_time_id, meeting_time, rooms: [] }));
    slot.rooms.push(room);
  }
  return days;
}

/* ---------- back office ---------- */

export const meetingUserListSpec = defineList({ id: meetingUsers.id, shape: meetingUsersShape, rows: 'users', file: 'meeting-users' }, {
  name: { sql: meetingUsers.name, kind: 'text', label: 'Нэр' },
  name_en: { sql: meetingUsers.name_en, kind: 'text', label: 'Name' },
  email: { sql: meetingUsers.email, kind: 'text', label: 'Цахим шуудан' },
  phone_number: { sql: meetingUsers.phone_number, kind: 'text', label: 'Утас' },
  user_type: { sql: meetingUsers.user_type, kind: 'enum', values: USER_TYPES, label: 'Төрөл' },
});

export async function listMeetingUsers(db: DbOrTx, { type, page, limit }: { type: 'all' | UserType; page: number; limit: number }, list?: ListSql) {
  const where = and(type === 'all' ? undefined : eq(meetingUsers.user_type, type), list?.where);
  const [users, [{ total }]] = await Promise.all([
    db
      .select({
        id: meetingUsers.id,
        name: meetingUsers.name,
        name_en: meetingUsers.name_en,
        email: meetingUsers.email,
        phone_number: meetingUsers.phone_number,
        user_type: meetingUsers.user_type,
      })
      .from(meetingUsers)
      .where(where)
      .orderBy(...orderOr(list, [desc(meetingUsers.id)]))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(meetingUsers).where(where),
  ]);
  return { users, total, totalPages: totalPages(total, limit) };
}

export const meetingListSpec = defineList({ id: meetings.id, shape: meetingsShape, rows: 'meetings', file: 'meetings' }, {
  meeting_number: { sql: meetings.meeting_number, kind: 'text', label: 'Дугаар' },
  meeting_status: { sql: meetings.meeting_status, kind: 'enum', values: MEETING_STATUSES, label: 'Төлөв' },
  meeting_date: { sql: meetingTimes.meeting_date, kind: 'day', label: 'Огноо' },
  meeting_time: { sql: meetingTimes.meeting_time, kind: 'text', label: 'Цаг' },
  room_number: { sql: meetingRooms.room_number, kind: 'text', label: 'Өрөө' },
  sender_name: { sql: sender.name, kind: 'text', label: 'Урьсан' },
  receiver_name: { sql: receiver.name, kind: 'text', label: 'Уригдсан' },
  meeting_description: { sql: meetings.meeting_description, kind: 'text', label: 'Тайлбар', sortable: false },
  created_at: { sql: meetings.created_at, kind: 'date', label: 'Үүсгэсэн огноо' },
});

export async function listMeetings(db: DbOrTx, { type, page, limit }: { type: 'all' | MeetingStatus; page: number; limit: number }, list?: ListSql) {
  const where = type === 'all' ? undefined : eq(meetings.meeting_status, type);
  const [rows, [{ total }]] = await Promise.all([
    selectMeetings(db, where, list)
      .limit(limit)
      .offset((page - 1) * limit),
    db
      .select({ total: count() })
      .from(meetings)
      .innerJoin(meetingTimes, eq(meetingTimes.id, meetings.meeting_time_id))
      .innerJoin(meetingRooms, eq(meetingRooms.id, meetings.room_id))
      .innerJoin(sender, eq(sender.id, meetings.sender_id))
      .innerJoin(receiver, eq(receiver.id, meetings.receiver_id))
      .where(and(where, list?.where)),
  ]);
  return { meetings: rows.map(withMeetingId), total, totalPages: totalPages(total, limit) };
}

/** The meeting-info screen: every slot (with whether a meeting uses it, so it cannot be deleted) and every room. */
export async function meetingTimesAndRooms(db: DbOrTx) {
  const [times, rooms] = await Promise.all([
    db
      .select({
        id: meetingTimes.id,
        meeting_date: meetingTimes.meeting_date,
        meeting_time: meetingTimes.meeting_time,
        in_use: exists(sql`(select 1 from ${meetings} where ${meetings.meeting_time_id} = ${meetingTimes.id})`).mapWith(Boolean),
      })
      .from(meetingTimes)
      .orderBy(asc(meetingTimes.meeting_date), asc(meetingTimes.meeting_time)),
    db.select().from(meetingRooms).orderBy(asc(meetingRooms.room_number), asc(meetingRooms.id)),
  ]);
  return { times, rooms };
}
