import { integer, jsonb, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';

/**
 * Every saved state of a content item (issue 24.3) of any kind (CONTENT_KINDS: news, static pages, reports,
 * sustainable-mining items): who saved it, when, and its fields; a restore is saved as a new version.
 * One table for all kinds, so listing, comparing and restoring work one way; an item's versions leave with it
 * (forgetVersions).
 */
export const contentVersions = pgTable(
  'content_versions',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    item_id: integer('item_id').notNull(),
    version: integer('version').notNull(),
    /** The account that saved it (null once that account is deleted), and its name at the time. */
    account_id: integer('account_id'),
    account_name: text('account_name').notNull().default(''),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    fields: jsonb('fields').$type<Record<string, unknown>>().notNull(),
  },
  (t) => [unique('content_versions_item_version').on(t.kind, t.item_id, t.version)],
);
