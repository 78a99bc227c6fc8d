'use client';

import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { EmptyState } from './EmptyState';
import { Spinner } from './Spinner';
import styles from './widgets.module.css';
import ui from './ui.module.css';
import table from '@/components/ui/table.module.css';

export type Column<T> = { key: string; header: ReactNode; cell: (row: T, index: number) => ReactNode };

type Props<T> = {
  caption?: string;
  columns: Column<T>[];
  rows: T[] | undefined;
  rowKey: (row: T) => string | number;
  /** Shown when the list is loaded and has no rows, e.g. 'Хүсэлт хоосон байна'. */
  empty: string;
  loading?: boolean;
  error?: Error | null;
  onRetry?: () => void;
};

/** One page of a server-paginated list as a plain table (scrolls sideways on phones). Loading, error and empty states included. */
export function DataTable<T>({ caption, columns, rows, rowKey, empty, loading, error, onRetry }: Props<T>) {
  const t = useTranslations('admin.ui');
  if (error) {
    return (
      <div role="alert" className={ui.card}>
        <p className={ui.error}>{error.message || t('loadError')}</p>
        {onRetry && (
          <button type="button" className={ui.button} onClick={onRetry}>
            {t('retry')}
          </button>
        )}
      </div>
    );
  }
  if (loading && !rows) return <Spinner />;
  if (!rows || rows.length === 0) return <EmptyState>{empty}</EmptyState>;
  return (
    <div className={table.wrap}>
      <table className={`${table.table} ${styles.table}`} aria-busy={loading || undefined}>
        {caption && <caption>{caption}</caption>}
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.key} scope="col">
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            <tr key={rowKey(row)}>
              {columns.map((c) => (
                <td key={c.key}>{c.cell(row, i)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
