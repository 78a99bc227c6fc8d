import 'server-only';
import { and, desc, gte, lt, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { Db } from '@/lib/db/client';
import { isoDate, limitParam, pageParam, totalPages } from '@/lib/api/params';
import { addDays, ubDayStart } from '@/lib/site/ulaanbaatar-time';
import { notices, trades } from './schema';

/**
 * The back office's read-only view of the exchange data (it only changes through the import). The date range
 * counts whole days in Ulaanbaatar time and applies only when both dates are given, as on the screen.
 */
const optionalDate = z.preprocess((v) => (v === '' ? undefined : v), isoDate.optional());

export const tradeListQuery = z
  .object({ page: pageParam, limit: limitParam(20), startDate: optionalDate, endDate: optionalDate })
  .refine((q) => !q.startDate || !q.endDate || q.startDate <= q.endDate, {
    message: 'Эхлэх огноо дуусах огнооноос хойш байж болохгүй.',
    path: ['startDate'],
  });
export type TradeListQuery = z.infer<typeof tradeListQuery>;

function inRange(column: PgColumn, { startDate, endDate }: TradeListQuery): SQL | undefined {
  if (!startDate || !endDate) return undefined;
  return and(gte(column, ubDayStart(startDate)), lt(column, ubDayStart(addDays(endDate, 1))));
}

/** One page of trades or notices, newest first, within the date range. */
async function pageByDate<T extends typeof trades | typeof notices>(db: Db, table: T, date: PgColumn, query: TradeListQuery) {
  const where = inRange(date, query);
  const [result, total] = await Promise.all([
    db
      .select()
      // Both tables share the columns read here; the union only confuses the query builder's typing.
      .from(table as typeof trades)
      .where(where)
      .orderBy(desc(date), desc(table.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.$count(table, where),
  ]);
  return { result: result as T['$inferSelect'][], total, totalPages: totalPages(total, query.limit) };
}

export const listTrades = (db: Db, query: TradeListQuery) => pageByDate(db, trades, trades.trade_datetime, query);
export const listNotices = (db: Db, query: TradeListQuery) => pageByDate(db, notices, notices.sell_datetime, query);
