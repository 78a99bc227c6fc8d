import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { adminAccounts } from '@/lib/accounts/schema';

/**
 * Live back-office sessions. The session JWT carries the row's id (`sid`); a token whose row is gone (signed
 * out, expired, account deleted) is refused on every request, so signing out ends the session at once.
 */
export const adminSessions = pgTable(
  'admin_sessions',
  {
    id: text('id').primaryKey(),
    account_id: integer('account_id')
      .notNull()
      .references(() => adminAccounts.id, { onDelete: 'cascade' }),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('admin_sessions_account_idx').on(t.account_id)],
);
