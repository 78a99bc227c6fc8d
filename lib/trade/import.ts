import 'server-only';
import { getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Db, Tx } from '@/lib/db/client';
import { invalidate, TAGS } from '@/lib/cache';
import { notices, trades } from './schema';
import { readSourceRows, type SourceRow } from './import-format';
import type { ImportReport, KindCounts, Rejected } from './import-types';
import { noticeRow, noticeValues, reasonsOf, tradeRow, tradeValues } from './import-rows';

const REPORTED_REJECTIONS = 500;
const BATCH = 500;

type Valid<V> = { row: number; values: V & { external_key: string } };

/** Validates rows; a key seen earlier in the same file is rejected too, so one import never writes a row twice. */
function validate<S extends z.ZodType, V>(kind: Rejected['kind'], rows: SourceRow[], schema: S, toValues: (row: z.output<S>) => V & { external_key: string }) {
  const valid: Valid<V>[] = [];
  const rejected: Rejected[] = [];
  const firstRowOfKey = new Map<string, number>();
  for (const source of rows) {
    const parsed = schema.safeParse(source.values);
    if (!parsed.success) {
      rejected.push({ kind, row: source.row, reasons: reasonsOf(parsed.error) });
      continue;
    }
    const values = toValues(parsed.data);
    const first = firstRowOfKey.get(values.external_key);
    if (first !== undefined) {
      rejected.push({ kind, row: source.row, reasons: [`${first}-р мөртэй давхардсан`] });
      continue;
    }
    firstRowOfKey.set(values.external_key, source.row);
    valid.push({ row: source.row, values });
  }
  return { valid, rejected };
}

/**
 * Inserts new rows and updates rows whose data changed; a row already stored as it is stays untouched
 * (the update's WHERE finds nothing different), so re-importing the same file changes nothing.
 */
async function upsert(tx: Tx, table: PgTable & { external_key: PgColumn }, columns: string[], rows: Record<string, unknown>[]) {
  const counts: KindCounts = { inserted: 0, updated: 0, unchanged: 0 };
  const set: Record<string, SQL> = Object.fromEntries(columns.map((c) => [c, sql.raw(`excluded."${c}"`)]));
  const current = sql.join(columns.map((c) => sql.raw(`"${getTableName(table)}"."${c}"`)), sql`, `);
  const incoming = sql.join(columns.map((c) => sql.raw(`excluded."${c}"`)), sql`, `);
  for (let i = 0; i < rows.length; i += BATCH) {
    const batch = rows.slice(i, i + BATCH);
    const written = await tx
      .insert(table)
      .values(batch as never)
      .onConflictDoUpdate({ target: table.external_key, set, setWhere: sql`(${current}) is distinct from (${incoming})` })
      .returning({ inserted: sql<boolean>`(xmax = 0)` });
    const inserted = written.filter((w) => w.inserted).length;
    counts.inserted += inserted;
    counts.updated += written.length - inserted;
    counts.unchanged += batch.length - written.length;
  }
  return counts;
}

const TRADE_COLUMNS = ['seller_name', 'product_name', 'product_category', 'seller_name_en', 'product_name_en', 'product_category_en', 'mass', 'min_price', 'deal_price', 'price_currency', 'trade_datetime', 'own_url', 'url'];
const NOTICE_COLUMNS = ['seller_name', 'seller_name_en', 'order_num', 'type', 'type_en', 'sell_datetime', 'quantity', 'currency', 'lot_size', 'own_url', 'url', 'other', 'other_en'];

/** Imports an export of the commodity exchange (CSV or JSON text) and reports what was accepted and rejected. */
export async function importTradeText(db: Db, text: string): Promise<ImportReport> {
  const source = readSourceRows(text);
  const tradeRows = validate('trade', source.trades, tradeRow, tradeValues);
  const noticeRows = validate('notice', source.notices, noticeRow, noticeValues);
  const [tradeCounts, noticeCounts] = await db.transaction(async (tx) => [
    await upsert(tx, trades, TRADE_COLUMNS, tradeRows.valid.map((r) => r.values)),
    await upsert(tx, notices, NOTICE_COLUMNS, noticeRows.valid.map((r) => r.values)),
  ]);
  const rejected = [...tradeRows.rejected, ...noticeRows.rejected];
  if (tradeCounts.inserted + tradeCounts.updated + noticeCounts.inserted + noticeCounts.updated > 0) invalidate(TAGS.trade);
  return {
    trades: tradeCounts,
    notices: noticeCounts,
    accepted: tradeRows.valid.length + noticeRows.valid.length,
    rejectedCount: rejected.length,
    rejected: rejected.slice(0, REPORTED_REJECTIONS),
  };
}
