'use client';

import type { TickerItem } from './ticker-item';
import styles from './TradeTicker.module.css';

/** The ticker's items; a Mongolian name on /en says so to screen readers and translation tools (ticker-item). */
export function TickerItems({ items }: { items: TickerItem[] }) {
  return (
    <ul className={styles.track}>
      {items.map((item) => {
        const text = (
          <>
            <time dateTime={`${item.date}T${item.time}`}>
              {item.date} {item.time}
            </time>
            <span className={styles.seller} lang={item.sellerLang}>
              {item.seller}
            </span>
            <span lang={item.productLang}>{item.product}</span>
            <strong>{item.tonnes}</strong>
          </>
        );
        return (
          <li key={item.id} className={styles.item}>
            {item.href ? (
              <a href={item.href} target="_blank" rel="noopener noreferrer">
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
