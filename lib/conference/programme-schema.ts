import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, serial, text, time, timestamp, uniqueIndex, date } from 'drizzle-orm/pg-core';
import { eventDates, events, halls, presenters, registrations } from './schema';

/**
 * One session of the conference programme. Times are wall-clock times in Ulaanbaatar (UTC+8, no daylight saving)
 * on the session's event day; calendars and JSON-LD add the offset (lib/conference/programme-time.ts).
 */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    event_id: integer('event_id').notNull().references(() => events.id, { onDelete: 'cascade' }),
    event_date_id: integer('event_date_id').notNull().references(() => eventDates.id, { onDelete: 'cascade' }),
    hall_id: integer('hall_id').notNull().references(() => halls.id, { onDelete: 'restrict' }),
    starts_at: time('starts_at').notNull(),
    ends_at: time('ends_at').notNull(),
    title_mn: text('title_mn').notNull(),
    title_en: text('title_en').notNull().default(''),
    description_mn: text('description_mn').notNull().default(''),
    description_en: text('description_en').notNull().default(''),
    /** One of SESSION_TYPES (lib/conference/programme-constants.ts). */
    type: text('type').notNull().default('talk'),
    /** A web address or an uploaded file's path. */
    slides_url: text('slides_url').notNull().default(''),
    /** Livestream during the session, recording after it. */
    stream_url: text('stream_url').notNull().default(''),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Search keys (lib/search/keys.ts) of both titles, and of both descriptions; the database computes them. */
    title_key: text('title_key').notNull().generatedAlwaysAs(sql`mn_text_key(title_mn || ' ' || title_en)`),
    text_key: text('text_key').notNull().generatedAlwaysAs(sql`mn_text_key(description_mn || ' ' || description_en)`),
  },
  (t) => [
    index('sessions_event_day_start_idx').on(t.event_id, t.event_date_id, t.starts_at),
    index('sessions_title_key_trgm').using('gin', sql`${t.title_key} gin_trgm_ops`),
    index('sessions_text_key_trgm').using('gin', sql`${t.text_key} gin_trgm_ops`),
  ],
);

/** The speakers of a session, in the order the programme names them. */
export const sessionSpeakers = pgTable(
  'session_speakers',
  {
    session_id: integer('session_id').notNull().references(() => sessions.id, { onDelete: 'cascade' }),
    presenter_id: integer('presenter_id').notNull().references(() => presenters.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.session_id, t.presenter_id] }), index('session_speakers_presenter_idx').on(t.presenter_id)],
);

/** A registration's arrival on one day of the event (Ulaanbaatar date): one per day, the second scan is refused. */
export const checkIns = pgTable(
  'check_ins',
  {
    id: serial('id').primaryKey(),
    registration_id: integer('registration_id').notNull().references(() => registrations.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    checked_in_at: timestamp('checked_in_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('check_ins_registration_day_unique').on(t.registration_id, t.day), index('check_ins_day_idx').on(t.day)],
);
