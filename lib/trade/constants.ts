import { addDays, ubDay } from '@/lib/site/ulaanbaatar-time';

/** Trade page rules (spec §2.3, §4, §9). Safe to import from client islands. */
export const TRADE_PAGE_SIZES = [10, 20, 30] as const;
export const NOTICE_PAGE_SIZES = [12, 24, 50] as const;
export const TICKER_SIZE = 20;
const DEFAULT_RANGE_DAYS = 7;

export type DateRange = { startDate: string; endDate: string };

/** The last 7 days up to today (Ulaanbaatar). */
export function defaultTradeRange(now = new Date()): DateRange {
  const today = ubDay(now);
  return { startDate: addDays(today, -DEFAULT_RANGE_DAYS), endDate: today };
}

/** A new start later than the end moves the end with it ('YYYY-MM-DD' strings compare as dates). */
export function withStart(range: DateRange, startDate: string): DateRange {
  return { startDate, endDate: startDate > range.endDate ? startDate : range.endDate };
}

/** A new end earlier than the start moves the start with it. */
export function withEnd(range: DateRange, endDate: string): DateRange {
  return { startDate: endDate < range.startDate ? endDate : range.startDate, endDate };
}

/** tonnes = quantity x lot_size, without floating-point noise. */
export const noticeTonnes = (quantity: number, lotSize: number) => Math.round(quantity * lotSize * 1000) / 1000;
