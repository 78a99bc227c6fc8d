import type { ReactNode } from 'react';
import styles from './page.module.css';

/** The title band at the top of each conference page. */
export function PageHero({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className={styles.hero}>
      <div className="container">
        <h1 className={styles.title}>{title}</h1>
        {children && <div className={styles.lead}>{children}</div>}
      </div>
    </div>
  );
}
