import { boolean, date, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { companies } from '@/lib/directory/schema';
import type { EventStatKey } from './constants';

export const events = pgTable('events', {
  id: serial('id').primaryKey(),
  event: text('event').notNull(),
  /** Registration is taken from opens_at until closes_at; an unset bound does not limit (lib/conference/registration-window.ts). */
  registration_opens_at: timestamp('registration_opens_at', { withTimezone: true }),
  registration_closes_at: timestamp('registration_closes_at', { withTimezone: true }),
  /** The edition the public site shows (/mw, its programme, gallery and registration); chosen in /admin/week/events, at most one. */
  is_current: boolean('is_current').notNull().default(false),
  venue_mn: text('venue_mn').notNull().default(''),
  venue_en: text('venue_en').notNull().default(''),
  /** The home page's headline numbers by EVENT_STAT_KEYS ('30,000+'); a missing or blank one is not shown. */
  statistics: jsonb('statistics').$type<Partial<Record<EventStatKey, string>>>().notNull().default({}),
  /** The home page's invitation, plain text with paragraphs separated by a blank line (/admin/week/home). */
  invitation_mn: text('invitation_mn').notNull().default(''),
  invitation_en: text('invitation_en').notNull().default(''),
  /** The home banner: an MP4 and the picture shown until it plays (both optional). */
  banner_video: text('banner_video').notNull().default(''),
  banner_poster: text('banner_poster').notNull().default(''),
}, (t) => [uniqueIndex('events_one_current').on(t.is_current).where(sql`${t.is_current}`)]);

/** Agenda languages: 1 = mn, 2 = en. */
export const languages = pgTable('languages', {
  id: serial('id').primaryKey(),
  language: text('language').notNull().unique(),
});

export const eventDates = pgTable('event_dates', {
  id: serial('id').primaryKey(),
  event_id: integer('event_id').notNull().references(() => events.id, { onDelete: 'cascade' }),
  day: integer('day').notNull(),
  event_date: date('event_date').notNull(),
});

/** Conference menu categories. */
export const weekCategories = pgTable('week_categories', {
  id: serial('id').primaryKey(),
  cid: integer('cid').notNull().unique(),
  pid: integer('pid'),
  category: text('category').notNull(),
  category_en: text('category_en').notNull(),
  category_status: boolean('category_status').notNull().default(true),
  page_type: text('page_type').notNull().default('static'),
  link: text('link').notNull().default(''),
});

/** News of the 2023 edition. */
export const weekNews = pgTable('week_news', {
  id: serial('id').primaryKey(),
  category_cid: integer('category_cid').notNull(),
  title: text('title').notNull(),
  title_en: text('title_en').notNull().default(''),
  summary: text('summary').notNull().default(''),
  summary_en: text('summary_en').notNull().default(''),
  image: text('image').notNull(),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Footer contacts: type phone, email or link. */
export const footerContacts = pgTable('footer_contacts', {
  id: serial('id').primaryKey(),
  type: text('type').notNull(),
  information: text('information').notNull(),
});

export const registrations = pgTable(
  'registrations',
  {
    id: serial('id').primaryKey(),
    event_id: integer('event_id').notNull().references(() => events.id),
    company: text('company').notNull(),
    first_name: text('first_name').notNull(),
    last_name: text('last_name').notNull(),
    country: text('country').notNull(),
    email: text('email').notNull(),
    phone_number: text('phone_number').notNull(),
    /** The ticket's QR content: 122 random bits, unguessable; filled by the database for every row. */
    ticket_code: text('ticket_code').notNull().default(sql`replace(gen_random_uuid()::text, '-', '')`),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('registrations_ticket_code_unique').on(t.ticket_code), uniqueIndex('registrations_event_email_unique').on(t.event_id, sql`lower(${t.email})`), index('registrations_event_created_idx').on(t.event_id, t.created_at)],
);

export const presenters = pgTable('presenters', {
  id: serial('id').primaryKey(),
  event_id: integer('event_id').notNull().references(() => events.id),
  name_mn: text('name_mn').notNull(),
  name_en: text('name_en').notNull(),
  position_mn: text('position_mn').notNull(),
  position_en: text('position_en').notNull(),
  profile_img: text('profile_img').notNull(),
  presenter_queue: integer('presenter_queue').notNull().default(0),
  bio_mn: text('bio_mn').notNull().default(''),
  bio_en: text('bio_en').notNull().default(''),
  company: text('company').notNull().default(''),
  country: text('country').notNull().default(''),
  /** The speaker's company in the directory (/yp/company/{id}), when it is listed there. */
  company_id: integer('company_id').references(() => companies.id, { onDelete: 'set null' }),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const agendas = pgTable('agendas', {
  id: serial('id').primaryKey(),
  event_date_id: integer('event_date_id').notNull().references(() => eventDates.id, { onDelete: 'cascade' }),
  language_id: integer('language_id').notNull().references(() => languages.id),
  agenda_image: text('agenda_image').notNull(),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const halls = pgTable('halls', {
  id: serial('id').primaryKey(),
  event_id: integer('event_id').notNull().references(() => events.id),
  hall_name: text('hall_name').notNull(),
  hall_name_en: text('hall_name_en').notNull(),
});

export const galleryImages = pgTable('gallery_images', {
  id: serial('id').primaryKey(),
  event_date_id: integer('event_date_id').notNull().references(() => eventDates.id, { onDelete: 'cascade' }),
  image: text('image').notNull(),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Logos on the conference site: kind 'sponsor' (the slide) or 'organiser' (home page). */
export const weekLogos = pgTable('week_logos', {
  id: serial('id').primaryKey(),
  kind: text('kind').notNull(),
  name: text('name').notNull(),
  logo: text('logo').notNull(),
  link: text('link').notNull().default(''),
  sequence: integer('sequence').notNull().default(0),
});
