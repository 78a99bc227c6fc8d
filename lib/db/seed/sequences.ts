import { sql } from 'drizzle-orm';
import type { Tx } from '@/lib/db/client';

/**
 * The seed writes fixed ids (menu 8, event 3 …). Moves every serial sequence past the highest id in its
 * table, so rows added later through the app get fresh ids instead of colliding.
 */
export async function resetSequences(tx: Tx) {
  const result = await tx.execute(sql`
    select table_name, column_name
    from information_schema.columns
    where table_schema = current_schema() and column_default like 'nextval(%'`);
  const rows = ((result as { rows?: unknown[] }).rows ?? result) as { table_name: string; column_name: string }[];
  for (const { table_name, column_name } of rows) {
    const table = sql.identifier(table_name);
    const column = sql.identifier(column_name);
    await tx.execute(
      sql`select setval(pg_get_serial_sequence(${`"${table_name}"`}, ${column_name}), coalesce((select max(${column}) from ${table}), 0) + 1, false)`,
    );
  }
}
