import { getLocale, getTranslations } from 'next-intl/server';
import type { CSSProperties } from 'react';
import { getRecentTrades, type TickerTrade } from '@/lib/trade/queries';
import { inLanguage } from '@/lib/i18n/in-language';
import { InLanguageText } from '@/components/ui/InLanguageText';
import type { Locale } from '@/lib/i18n/routing';
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

/** A name in the page's language; a Mongolian one on /en says so to screen readers and translation tools. */
function TradeItems({ trades, tonnes, locale }: { trades: TickerTrade[]; tonnes: (mass: string) => string; locale: Locale }) {
  return (
    <ul className={styles.track}>
      {trades.map((trade) => {
        const href = trade.own_url || trade.url;
        const text = (
          <>
            <time dateTime={`${trade.trade_date}T${trade.trade_time}`}>
              {trade.trade_date} {trade.trade_time}
            </time>
            <InLanguageText className={styles.seller} value={inLanguage(trade.seller_name, trade.seller_name_en, locale)} />
            <InLanguageText value={inLanguage(trade.product_category, trade.product_category_en, locale)} />
            <strong>{tonnes(trade.mass.toLocaleString('en-US'))}</strong>
          </>
        );
        return (
          <li key={trade.id} className={styles.item}>
            {href ? (
              <a href={href} target="_blank" rel="noopener noreferrer">
                {text}
              </a>
            ) : (
              text
            )}
          </li>
        );
      })}
    </ul>
  );
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
            <TradeItems trades={trades} tonnes={tonnes} locale={locale} />
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
