import { integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

/** Back-office accounts. account_role: 1 moderator, 2 admin, 3 user (read only). */
export const adminAccounts = pgTable(
  'admin_accounts',
  {
    id: serial('id').primaryKey(),
    last_name: text('last_name').notNull().default(''),
    first_name: text('first_name').notNull(),
    email: text('email').notNull(),
    phone_number: text('phone_number').notNull().default(''),
    position: text('position').notNull().default(''),
    department: text('department').notNull().default(''),
    account_role: integer('account_role').notNull().default(2),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('admin_accounts_email_unique').on(sql`lower(${t.email})`)],
);
