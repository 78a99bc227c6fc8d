import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Fixed-window rate-limit counters, shared by every instance through the database. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull().default(0),
  reset_at: timestamp('reset_at', { withTimezone: true }).notNull(),
});
