import { date, index, integer, pgTable, serial, text, time, timestamp, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { UserType } from './validators';

/** Expo participants who may schedule meetings. user_type: Exhibitor, Sponsor or Attendee. */
export const meetingUsers = pgTable(
  'meeting_users',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    name_en: text('name_en').notNull(),
    email: text('email').notNull(),
    phone_number: text('phone_number').notNull().default(''),
    user_type: text('user_type').$type<UserType>().notNull().default('Exhibitor'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // No index for the name order: an expression index cannot call mn_sort_key (index builds run with an empty
  // search_path), and the expo's participants are a few hundred rows.
  (t) => [uniqueIndex('meeting_users_email_unique').on(sql`lower(${t.email})`)],
);

/**
 * A participant's signed-in session: a fresh random token per sign-in, stored only as its SHA-256. It ends at
 * expires_at (30 days, or the day after the expo's last slot when that comes first) or at logout.
 */
export const meetingSessions = pgTable(
  'meeting_sessions',
  {
    token_hash: text('token_hash').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => meetingUsers.id, { onDelete: 'cascade' }),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('meeting_sessions_user_idx').on(t.user_id)],
);

/** One bookable slot: a day and a start time (one hour each). */
export const meetingTimes = pgTable(
  'meeting_times',
  {
    id: serial('id').primaryKey(),
    meeting_date: date('meeting_date').notNull(),
    meeting_time: time('meeting_time').notNull(),
  },
  (t) => [unique('meeting_times_slot').on(t.meeting_date, t.meeting_time)],
);

export const meetingRooms = pgTable('meeting_rooms', {
  id: serial('id').primaryKey(),
  room_number: text('room_number').notNull(),
  room_pic: text('room_pic').notNull().default(''),
  capacity: text('capacity').notNull(),
});

/** meeting_status: pending, accepted or cancelled. A live meeting holds its room for its slot. */
export const meetings = pgTable(
  'meetings',
  {
    id: serial('id').primaryKey(),
    meeting_number: text('meeting_number').notNull().unique(),
    meeting_status: text('meeting_status').notNull().default('pending'),
    meeting_time_id: integer('meeting_time_id').notNull().references(() => meetingTimes.id),
    room_id: integer('room_id').notNull().references(() => meetingRooms.id),
    sender_id: integer('sender_id').notNull().references(() => meetingUsers.id, { onDelete: 'cascade' }),
    receiver_id: integer('receiver_id').notNull().references(() => meetingUsers.id, { onDelete: 'cascade' }),
    meeting_description: text('meeting_description').notNull().default(''),
    /** SEQUENCE of the meeting's calendar event: each update mailed after the invitation (acceptance, cancellation) raises it. */
    calendar_sequence: integer('calendar_sequence').notNull().default(0),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('meetings_room_slot_live').on(t.room_id, t.meeting_time_id).where(sql`meeting_status <> 'cancelled'`),
    index('meetings_sender_idx').on(t.sender_id),
    index('meetings_receiver_idx').on(t.receiver_id),
  ],
);

/** Who is busy in which slot: one row per person per live meeting, so nobody is in two meetings at once. */
export const meetingParticipants = pgTable(
  'meeting_participants',
  {
    meeting_id: integer('meeting_id').notNull().references(() => meetings.id, { onDelete: 'cascade' }),
    user_id: integer('user_id').notNull().references(() => meetingUsers.id, { onDelete: 'cascade' }),
    meeting_time_id: integer('meeting_time_id').notNull().references(() => meetingTimes.id),
  },
  (t) => [unique('meeting_participants_busy').on(t.user_id, t.meeting_time_id), index('meeting_participants_meeting_idx').on(t.meeting_id)],
);
