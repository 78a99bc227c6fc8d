import type { PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '@/lib/db/client';

const CHUNK = 500;

/** Inserts rows in chunks, keeping each statement well below PostgreSQL's limit of 65535 parameters. */
export async function insertRows<T extends PgTable>(tx: Tx, table: T, rows: T['$inferInsert'][]): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) await tx.insert(table).values(rows.slice(i, i + CHUNK));
}
