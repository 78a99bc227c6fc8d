import 'server-only';
import { and, desc, gte, lt, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { Db } from '@/lib/db/client';
import { isoDate, limitParam, pageParam, totalPages } from '@/lib/api/params';
import { addDays, ubDayStart } from '@/lib/site/ulaanbaatar-time';
import { notices, trades } from './schema';
import { badRequest } from '@/lib/api/errors';
import { defineList } from '@/lib/api/list-route';
import type { ListColumns, ListSql } from '@/lib/api/list-query';
import { listPage } from '@/lib/api/list-page';

/**
 * The back office's read-only view of the exchange data (it only changes through the import). The date range
 * counts whole days in Ulaanbaatar time and applies only when both dates are given, as on the screen.
 */
const optionalDate = z.preprocess((v) => (v === '' ? undefined : v), isoDate.optional());

const tradeListShape = { page: pageParam, limit: limitParam(20), startDate: optionalDate, endDate: optionalDate };
export type TradeListQuery = z.output<z.ZodObject<typeof tradeListShape>>;
const RANGE_ORDER = 'Эхлэх огноо дуусах огнооноос хойш байж болохгүй.';

const common = (t: typeof trades | typeof notices) =>
  ({
    seller_name: { sql: t.seller_name, kind: 'text', label: 'Худалдагч' },
    own_url: { sql: t.own_url, kind: 'text', label: 'Холбоос', sortable: false },
    url: { sql: t.url, kind: 'text', label: 'Биржийн холбоос', sortable: false },
  }) satisfies ListColumns;

export const tradeListSpec = defineList({ id: trades.id, shape: tradeListShape, rows: 'result', file: 'trades' }, {
  trade_datetime: { sql: trades.trade_datetime, kind: 'date', label: 'Огноо' },
  ...common(trades),
  product_name: { sql: trades.product_name, kind: 'text', label: 'Бүтээгдэхүүн' },
  product_category: { sql: trades.product_category, kind: 'text', label: 'Ангилал' },
  mass: { sql: trades.mass, kind: 'number', label: 'Хэмжээ' },
  min_price: { sql: trades.min_price, kind: 'number', label: 'Доод үнэ' },
  deal_price: { sql: trades.deal_price, kind: 'number', label: 'Хэлцлийн үнэ' },
  price_currency: { sql: trades.price_currency, kind: 'text', label: 'Валют' },
});

export const noticeListSpec = defineList({ id: notices.id, shape: tradeListShape, rows: 'result', file: 'notices' }, {
  sell_datetime: { sql: notices.sell_datetime, kind: 'date', label: 'Огноо' },
  ...common(notices),
  order_num: { sql: notices.order_num, kind: 'text', label: 'Захиалгын дугаар' },
  type: { sql: notices.type, kind: 'text', label: 'Төрөл' },
  quantity: { sql: notices.quantity, kind: 'number', label: 'Тоо хэмжээ' },
  lot_size: { sql: notices.lot_size, kind: 'number', label: 'Лотын хэмжээ' },
  currency: { sql: notices.currency, kind: 'text', label: 'Валют' },
  other: { sql: notices.other, kind: 'text', label: 'Бусад' },
});

function inRange(column: PgColumn, { startDate, endDate }: TradeListQuery): SQL | undefined {
  if (!startDate || !endDate) return undefined;
  return and(gte(column, ubDayStart(startDate)), lt(column, ubDayStart(addDays(endDate, 1))));
}

/** One page of trades or notices, newest first, within the date range. */
async function pageByDate<T extends typeof trades | typeof notices>(db: Db, table: T, date: PgColumn, query: TradeListQuery, list?: ListSql) {
  if (query.startDate && query.endDate && query.startDate > query.endDate) throw badRequest(RANGE_ORDER);
  const { rows, total } = await listPage(db, table, { page: query.page, limit: query.limit, where: inRange(date, query), order: [desc(date), desc(table.id)] }, list);
  return { result: rows as T['$inferSelect'][], total, totalPages: totalPages(total, query.limit) };
}

export const listTrades = (db: Db, query: TradeListQuery, list?: ListSql) => pageByDate(db, trades, trades.trade_datetime, query, list);
export const listNotices = (db: Db, query: TradeListQuery, list?: ListSql) => pageByDate(db, notices, notices.sell_datetime, query, list);
