import type { ReactNode } from 'react';
import { TableHead } from '@/components/ui/TableHead';
import table from '@/components/ui/table.module.css';
import { EmptyState } from '@/components/ui/EmptyState';
import styles from './widgets.module.css';

export type Column<T> = { key: string; header: ReactNode; cell: (row: T, index: number) => ReactNode };

type Props<T> = {
  caption?: string;
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T) => string | number;
  /** Shown when there are no rows, e.g. 'Баннер хоосон байна'. */
  empty: string;
};

/**
 * Rows already in hand as a plain table (an import's rejected rows, a reorder in progress); it scrolls sideways
 * on phones. Lists read from the server use the grid (ResourceList, AdminGrid).
 */
export function DataTable<T>({ caption, columns, rows, rowKey, empty }: Props<T>) {
  if (rows.length === 0) return <EmptyState>{empty}</EmptyState>;
  return (
    <div className={table.wrap}>
      <table className={`${table.table} ${styles.table}`}>
        {caption && <caption>{caption}</caption>}
        <TableHead headings={columns.map((c) => c.header)} />
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
