import { inLanguage } from '@/lib/i18n/in-language';
import type { Locale } from '@/lib/i18n/routing';
import type { TickerTrade } from '@/lib/trade/queries';

/**
 * What a ticker item shows: the page's RSC payload carries these fields (TickerItems), not each item's element
 * tree. A name's language is given only where it is not the page's (a Mongolian name on /en, no English one).
 */
export type TickerItem = {
  id: number;
  href?: string;
  date: string;
  time: string;
  seller: string;
  sellerLang?: Locale;
  product: string;
  productLang?: Locale;
  tonnes: string;
};

export function tickerItem(trade: TickerTrade, locale: Locale, tonnes: (mass: string) => string): TickerItem {
  const seller = inLanguage(trade.seller_name, trade.seller_name_en, locale);
  const product = inLanguage(trade.product_category, trade.product_category_en, locale);
  const item: TickerItem = {
    id: trade.id,
    date: trade.trade_date,
    time: trade.trade_time,
    seller: seller.text,
    product: product.text,
    tonnes: tonnes(trade.mass.toLocaleString('en-US')),
  };
  if (seller.lang !== locale) item.sellerLang = seller.lang;
  if (product.lang !== locale) item.productLang = product.lang;
  const href = trade.own_url || trade.url;
  if (href) item.href = href;
  return item;
}
