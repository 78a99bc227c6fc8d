import { pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Old addresses (of the retired site, or moved pages) and where they now live; answered with 308 (issue 24.5). */
export const redirects = pgTable('redirects', {
  id: serial('id').primaryKey(),
  /** A site path with its query string, as lib/redirects/paths.ts normalizes it. */
  from_path: text('from_path').notNull().unique(),
  /** A site path, or an absolute http(s) URL elsewhere. */
  to_path: text('to_path').notNull(),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
