import { boolean, index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { scheduleColumns } from '@/lib/publishing/columns';

export const reports = pgTable(
  'reports',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    title_en: text('title_en').notNull().default(''),
    image: text('image').notNull(),
    pdf: text('pdf').notNull(),
    /** Published (issue 24.1): false keeps the report a draft, listed for editors in preview only. */
    status: boolean('status').notNull().default(true),
    ...scheduleColumns(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The titles as the site search matches them (lib/search/keys.ts), kept so a search computes no key. */
    title_key: text('title_key').notNull().generatedAlwaysAs(sql`mn_text_key(title || ' ' || title_en)`),
  },
  (t) => [index('reports_title_key_trgm').using('gin', sql`${t.title_key} gin_trgm_ops`)],
);
