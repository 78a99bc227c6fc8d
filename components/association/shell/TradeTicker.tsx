import { getLocale, getTranslations } from 'next-intl/server';
import type { CSSProperties } from 'react';
import { getRecentTrades, type TickerTrade } from '@/lib/trade/queries';
import type { Locale } from '@/lib/i18n/routing';
import { TickerItems } from './TickerItems';
import { tickerItem } from './ticker-item';
import styles from './TradeTicker.module.css';

const SECONDS_PER_ITEM = 6;

async function loadTrades(): Promise<TickerTrade[] | null> {
  try {
    return await getRecentTrades();
  } catch (error) {
    console.error('[mm] recent trades for the ticker could not be read:', error);
    return null;
  }
}

/**
 * Recent trades scrolling sideways (CSS only), entering at the right edge and leaving at the left. It pauses
 * on hover, on keyboard focus and with its pause switch, and stands still for visitors who prefer reduced motion.
 */
export async function TradeTicker() {
  const [t, locale] = await Promise.all([getTranslations('mm.ticker'), getLocale() as Promise<Locale>]);
  const trades = await loadTrades();
  const tonnes = (mass: string) => t('tonnes', { mass });
  return (
    <section className={styles.ticker} aria-label={t('label')}>
      <span className={styles.label} aria-hidden="true">
        {t('label')}
      </span>
      {trades === null ? (
        <p className={styles.note} role="status">
          {t('error')}
        </p>
      ) : trades.length === 0 ? (
        <p className={styles.note}>{t('empty')}</p>
      ) : (
        <>
          <div className={styles.viewport} style={{ '--ticker-duration': `${trades.length * SECONDS_PER_ITEM}s` } as CSSProperties}>
            <TickerItems items={trades.map((trade) => tickerItem(trade, locale, tonnes))} />
          </div>
          <label className={styles.pause}>
            <input type="checkbox" />
            <span>{t('pause')}</span>
          </label>
        </>
      )}
    </section>
  );
}
