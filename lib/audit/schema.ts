import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Every back-office write and sign-in/out: who (account id and e-mail, kept as text so the entry outlives the
 * account), when, what (entity, id, action) and the changed plain fields ({before, after}; file names, never
 * file contents, passwords, codes or tokens). Append-only: a trigger (migration) refuses UPDATE and DELETE.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    account_id: integer('account_id'),
    account_email: text('account_email').notNull().default(''),
    entity: text('entity').notNull(),
    entity_id: text('entity_id'),
    action: text('action').notNull(),
    changes: jsonb('changes').$type<AuditChanges>().notNull().default({}),
    ip: text('ip').notNull().default(''),
  },
  (t) => [index('audit_log_at_idx').on(t.at), index('audit_log_entity_idx').on(t.entity, t.entity_id), index('audit_log_account_idx').on(t.account_email)],
);

export type AuditChanges = { before?: Record<string, unknown>; after?: Record<string, unknown>; [key: string]: unknown };
