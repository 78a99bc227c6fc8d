import { integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** People on /mm/about and /mm/page/20. about_category: President, Association, Office or Auditor. */
export const aboutUs = pgTable('about_us', {
  id: serial('id').primaryKey(),
  about_category: text('about_category').notNull(),
  name: text('name').notNull(),
  name_en: text('name_en').notNull().default(''),
  position: text('position').notNull().default(''),
  position_en: text('position_en').notNull().default(''),
  company: text('company').notNull().default(''),
  company_en: text('company_en').notNull().default(''),
  email: text('email').notNull().default(''),
  profile: text('profile').notNull().default(''),
  years_of_work: text('years_of_work').notNull().default(''),
  sequence: integer('sequence').notNull().default(0),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
