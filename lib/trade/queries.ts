import 'server-only';
import { and, count, desc, gte, lt } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { TAGS } from '@/lib/cache';
import { cachedRead } from '@/lib/cache/cached-read';
import { totalPages } from '@/lib/api/params';
import { addDays, ubDay, ubDayStart, ubTime } from '@/lib/site/ulaanbaatar-time';
import { notices, trades } from './schema';
import { noticeTonnes, TICKER_SIZE, type DateRange } from './constants';

export type TickerTrade = {
  id: number;
  trade_date: string;
  trade_time: string;
  seller_name: string;
  seller_name_en: string;
  mass: number;
  product_category: string;
  product_category_en: string;
  own_url: string | null;
  url: string | null;
};
/** The report's rows carry both languages' names (the page picks: lib/i18n/in-language.ts); '' where the data has no English. */
export type TradeRow = {
  id: number;
  seller_name: string;
  seller_name_en: string;
  product_name: string;
  product_name_en: string;
  min_price: number | null;
  price_currency: string;
  trade_datetime: string;
  own_url: string | null;
  url: string | null;
};
export type Notice = {
  id: number;
  sell_date: string;
  seller_name: string;
  seller_name_en: string;
  order_num: string;
  type: string;
  type_en: string;
  quantity: number;
  currency: string;
  lot_size: number;
  tonnes: number;
  own_url: string | null;
  url: string | null;
  other: string | null;
  other_en: string;
};
type Paging = { page: number; limit: number };

export async function listRecentTrades(db: DbOrTx): Promise<TickerTrade[]> {
  const rows = await db.select().from(trades).orderBy(desc(trades.trade_datetime), desc(trades.id)).limit(TICKER_SIZE);
  return rows.map((t) => ({
    id: t.id,
    trade_date: ubDay(t.trade_datetime),
    trade_time: ubTime(t.trade_datetime),
    seller_name: t.seller_name,
    seller_name_en: t.seller_name_en,
    mass: t.mass,
    product_category: t.product_category || t.product_name,
    product_category_en: t.product_category_en,
    own_url: t.own_url,
    url: t.url,
  }));
}

/** Trades of the Ulaanbaatar days from startDate to endDate inclusive, newest first. */
export async function listTrades(db: DbOrTx, p: DateRange & Paging) {
  const where = and(gte(trades.trade_datetime, ubDayStart(p.startDate)), lt(trades.trade_datetime, ubDayStart(addDays(p.endDate, 1))));
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(trades)
      .where(where)
      .orderBy(desc(trades.trade_datetime), desc(trades.id))
      .limit(p.limit)
      .offset((p.page - 1) * p.limit),
    db.select({ total: count() }).from(trades).where(where),
  ]);
  const total = counted?.total ?? 0;
  const trade: TradeRow[] = rows.map((t) => ({
    id: t.id,
    seller_name: t.seller_name,
    seller_name_en: t.seller_name_en,
    product_name: t.product_name,
    product_name_en: t.product_name_en,
    min_price: t.min_price,
    price_currency: t.price_currency,
    trade_datetime: t.trade_datetime.toISOString(),
    own_url: t.own_url,
    url: t.url,
  }));
  return { trade, totalPages: totalPages(total, p.limit), total };
}

const toNotice = (n: typeof notices.$inferSelect): Notice => ({
  id: n.id,
  sell_date: ubDay(n.sell_datetime),
  seller_name: n.seller_name,
  seller_name_en: n.seller_name_en,
  order_num: n.order_num,
  type: n.type,
  type_en: n.type_en,
  quantity: n.quantity,
  currency: n.currency,
  lot_size: n.lot_size,
  tonnes: noticeTonnes(n.quantity, n.lot_size),
  own_url: n.own_url,
  url: n.url,
  other: n.other,
  other_en: n.other_en,
});

/** The auction schedule, latest sale date first. */
export async function listNotices(db: DbOrTx, p: Paging) {
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(notices)
      .orderBy(desc(notices.sell_datetime), desc(notices.id))
      .limit(p.limit)
      .offset((p.page - 1) * p.limit),
    db.select({ total: count() }).from(notices),
  ]);
  const total = counted?.total ?? 0;
  return { notice: rows.map(toNotice), totalPages: totalPages(total, p.limit), total };
}

export async function listRecentNotices(db: DbOrTx): Promise<Notice[]> {
  return (await listNotices(db, { page: 1, limit: TICKER_SIZE })).notice;
}

// Imported data changes a few times a day; the import invalidates TAGS.trade, the short lifetime is a safety net.
export const getRecentTrades = cachedRead(listRecentTrades, 'mm-recent-trades', [TAGS.trade], 600);
export const getRecentNotices = cachedRead(listRecentNotices, 'mm-recent-notices', [TAGS.trade], 600);
export const getTrades = cachedRead(listTrades, 'mm-trades', [TAGS.trade], 600);
export const getNotices = cachedRead(listNotices, 'mm-notices', [TAGS.trade], 600);
