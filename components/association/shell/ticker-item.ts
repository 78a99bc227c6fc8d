import { inLanguage, type InLanguage } from '@/lib/i18n/in-language';
import type { Locale } from '@/lib/i18n/routing';
import type { TickerTrade } from '@/lib/trade/queries';

/** What a ticker item shows: the page's RSC payload carries these fields (TickerItems), not each item's element tree. */
export type TickerItem = { id: number; href?: string; date: string; time: string; seller: InLanguage; product: InLanguage; tonnes: string };

export function tickerItem(trade: TickerTrade, locale: Locale, tonnes: (mass: string) => string): TickerItem {
  const item: TickerItem = {
    id: trade.id,
    date: trade.trade_date,
    time: trade.trade_time,
    seller: inLanguage(trade.seller_name, trade.seller_name_en, locale),
    product: inLanguage(trade.product_category, trade.product_category_en, locale),
    tonnes: tonnes(trade.mass.toLocaleString('en-US')),
  };
  const href = trade.own_url || trade.url;
  if (href) item.href = href;
  return item;
}
