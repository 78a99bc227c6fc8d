import { integer, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * A work-queue status on a request table: its value (see lib/requests/status.ts), who set it last (account id and
 * e-mail, kept when the account is removed) and when. Rows start as 'new'.
 */
export const requestStatusColumns = () => ({
  request_status: text('request_status').notNull().default('new'),
  request_status_by: integer('request_status_by'),
  request_status_by_email: text('request_status_by_email'),
  request_status_at: timestamp('request_status_at', { withTimezone: true }),
});
