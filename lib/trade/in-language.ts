import { inLanguage, type InLanguage } from '@/lib/i18n/in-language';
import type { Locale } from '@/lib/i18n/routing';
import type { Notice, TradeRow } from './queries';

/** A trade's names as the report shows them: English on /en where the export gave English, else Mongolian (marked lang="mn"). */
export function tradeNames(row: Pick<TradeRow, 'seller_name' | 'seller_name_en' | 'product_name' | 'product_name_en'>, locale: Locale): { seller: InLanguage; product: InLanguage } {
  return { seller: inLanguage(row.seller_name, row.seller_name_en, locale), product: inLanguage(row.product_name, row.product_name_en, locale) };
}

/** An auction notice's texts as the schedule shows them, by the same rule; `other` is null when the notice has no note. */
export function noticeTexts(
  n: Pick<Notice, 'seller_name' | 'seller_name_en' | 'type' | 'type_en' | 'other' | 'other_en'>,
  locale: Locale,
): { seller: InLanguage; type: InLanguage; other: InLanguage | null } {
  return {
    seller: inLanguage(n.seller_name, n.seller_name_en, locale),
    type: inLanguage(n.type, n.type_en, locale),
    other: n.other ? inLanguage(n.other, n.other_en, locale) : null,
  };
}
