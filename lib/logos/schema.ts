import { boolean, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

/** Membership logos: board and main members, with the committees each sits on. */
export const membershipLogos = pgTable('membership_logos', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  logo: text('logo').notNull(),
  link: text('link').notNull().default(''),
  board_member: boolean('board_member').notNull().default(false),
  main_member: boolean('main_member').notNull().default(false),
  public_relations_committee: boolean('public_relations_committee').notNull().default(false),
  environment_committee: boolean('environment_committee').notNull().default(false),
  legal_committee: boolean('legal_committee').notNull().default(false),
  logistics_committee: boolean('logistics_committee').notNull().default(false),
});

/** Participant logos of the responsible-mining programme (/mm/page/20). */
export const responsibleLogos = pgTable('responsible_logos', {
  id: serial('id').primaryKey(),
  logo: text('logo').notNull(),
  link: text('link').notNull().default(''),
});

/** Member companies: their e-mails are the ones the member self-assessment recognises. */
export const memberCompanies = pgTable(
  'member_companies',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    logo: text('logo').notNull().default(''),
    active: boolean('active').notNull().default(true),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('member_companies_email_unique').on(sql`lower(${t.email})`)],
);
