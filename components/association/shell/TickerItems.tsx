'use client';

import { InLanguageText } from '@/components/ui/InLanguageText';
import type { TickerItem } from './ticker-item';
import styles from './TradeTicker.module.css';

/** The ticker's items; a name in the page's language, a Mongolian one on /en says so to screen readers and translation tools. */
export function TickerItems({ items }: { items: TickerItem[] }) {
  return (
    <ul className={styles.track}>
      {items.map((item) => {
        const text = (
          <>
            <time dateTime={`${item.date}T${item.time}`}>
              {item.date} {item.time}
            </time>
            <InLanguageText className={styles.seller} value={item.seller} />
            <InLanguageText value={item.product} />
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
