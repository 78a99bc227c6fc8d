import { boolean, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { scheduleColumns } from '@/lib/publishing/columns';

export const reports = pgTable('reports', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  title_en: text('title_en').notNull().default(''),
  image: text('image').notNull(),
  pdf: text('pdf').notNull(),
  /** Published (issue 24.1): false keeps the report a draft, listed for editors in preview only. */
  status: boolean('status').notNull().default(true),
  ...scheduleColumns(),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
