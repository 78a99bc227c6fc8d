import type { ReactNode } from 'react';
import styles from './EmptyState.module.css';

/**
 * The message a list shows instead of items. tone 'error' is for a failed load (announced, styled as an
 * alert): a list that could not be read never pretends to be empty.
 */
export function EmptyState({ children, tone = 'empty', action }: { children: ReactNode; tone?: 'empty' | 'error'; action?: ReactNode }) {
  return (
    <div className={`${styles.box} ${tone === 'error' ? styles.error : ''}`} role={tone === 'error' ? 'alert' : undefined}>
      <p>{children}</p>
      {action}
    </div>
  );
}
