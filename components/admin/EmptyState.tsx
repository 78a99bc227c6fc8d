import type { ReactNode } from 'react';
import styles from './widgets.module.css';

/** The text a list shows when it has nothing, e.g. <EmptyState>Цэс хоосон байна</EmptyState>. */
export function EmptyState({ children }: { children: ReactNode }) {
  return <p className={styles.empty}>{children}</p>;
}
