import { count, getTableName, isTable } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '@/lib/db/client';
import * as schema from '@/lib/db/schema';

/** Rows per table, by table name: what `npm run db:seed` prints and the seed test checks. */
export async function tableCounts(db: DbOrTx): Promise<Record<string, number>> {
  const tables = Object.values(schema).filter((value: unknown): value is PgTable => isTable(value));
  const entries = await Promise.all(
    tables.map(async (table) => {
      const [{ rows }] = await db.select({ rows: count() }).from(table);
      return [getTableName(table), rows] as const;
    }),
  );
  return Object.fromEntries(entries.sort(([a], [b]) => a.localeCompare(b)));
}
