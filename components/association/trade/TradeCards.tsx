'use client';

import type { TradeRow } from '@/lib/trade/queries';
import type { Locale } from '@/lib/i18n/routing';
import { tradeNames } from '@/lib/trade/in-language';
import { InLanguageText } from '@/components/ui/InLanguageText';
import { ubDay, ubTime } from '@/lib/site/ulaanbaatar-time';
import styles from './trade.module.css';

type Labels = { product: string; minPrice: string; datetime: string; open: string; cardsLabel: string };

/**
 * The trade report on a phone: one card per trade with every column readable, newest first as the grid
 * sorts them (a six-column grid showed only cut-off seller and product names there, issue 27.6).
 */
export function TradeCards({ rows, labels, locale }: { rows: TradeRow[]; labels: Labels; locale: Locale }) {
  const sorted = [...rows].sort((a, b) => b.trade_datetime.localeCompare(a.trade_datetime));
  return (
    <ul className={styles.cards} aria-label={labels.cardsLabel}>
      {sorted.map((row) => {
        const href = row.own_url || row.url;
        const names = tradeNames(row, locale);
        return (
          <li key={row.id} className={styles.card}>
            <h3 className={styles.cardTitle}>
              <InLanguageText value={names.seller} />
            </h3>
            <dl className={styles.cardFields}>
              <dt>{labels.product}</dt>
              <dd>
                <InLanguageText value={names.product} />
              </dd>
              <dt>{labels.minPrice}</dt>
              <dd className={styles.num}>{row.min_price == null ? '—' : `${Number(row.min_price).toLocaleString('en-US')} ${row.price_currency}`}</dd>
              <dt>{labels.datetime}</dt>
              <dd>
                <time dateTime={row.trade_datetime}>
                  {ubDay(row.trade_datetime)} {ubTime(row.trade_datetime)}
                </time>
              </dd>
            </dl>
            {href && (
              <a href={href} target="_blank" rel="noopener noreferrer" className={styles.cardLink}>
                {labels.open}
                <span className="visually-hidden" lang={names.seller.lang}>: {names.seller.text}</span>
              </a>
            )}
          </li>
        );
      })}
    </ul>
  );
}
