import { getTranslations } from 'next-intl/server';
import type { CSSProperties } from 'react';
import { getRecentTrades, type TickerTrade } from '@/lib/trade/queries';
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

function TradeItems({ trades, tonnes }: { trades: TickerTrade[]; tonnes: (mass: string) => string }) {
  return (
    <ul className={styles.track}>
      {trades.map((trade) => {
        const href = trade.own_url || trade.url;
        const text = (
          <>
            <time dateTime={`${trade.trade_date}T${trade.trade_time}`}>
              {trade.trade_date} {trade.trade_time}
            </time>
            <span className={styles.seller}>{trade.seller_name}</span>
            <span>{trade.product_category}</span>
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
  const t = await getTranslations('mm.ticker');
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
            <TradeItems trades={trades} tonnes={tonnes} />
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
