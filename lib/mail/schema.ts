import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { Message } from './index';

/**
 * Every message the product sends, one row each: the mail log staff read and the delivery worker's work list.
 * A row is written in the transaction of the change that causes it, together with its pg-boss job.
 * status: scheduled (send_after still ahead), queued, retrying, sent, failed.
 * message holds the rendered letter until delivery; for secret ones (codes, sign-in links) it is erased once
 * the row is settled, so the database keeps no code after it has been mailed.
 */
export const mailMessages = pgTable(
  'mail_messages',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    /** What the message is about, for people: 'meeting MT-…', 'registration 12' … ('' when nothing). */
    related: text('related').notNull().default(''),
    status: text('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    last_error: text('last_error'),
    message: jsonb('message').$type<Message>(),
    secret: boolean('secret').notNull().default(false),
    send_after: timestamp('send_after', { withTimezone: true }).notNull().defaultNow(),
    /** Past this moment the message is no use (a code the user was already told had failed): failed, never sent. */
    deliver_by: timestamp('deliver_by', { withTimezone: true }),
    job_id: text('job_id'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    sent_at: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('mail_messages_status_idx').on(t.status, t.created_at), index('mail_messages_related_idx').on(t.related, t.kind)],
);
