import type { ReactNode } from 'react';
import { Link } from '@/lib/i18n/navigation';
import { pageWindow } from './page-window';
import styles from './Pager.module.css';

export type PagerLabels = {
  /** The navigation landmark's name, e.g. 'Pagination'. */
  label: string;
  first: string;
  previous: string;
  next: string;
  /** A page number's spoken name with a {page} placeholder, e.g. 'Page {page}'. */
  page: string;
};

type Common = {
  page: number;
  totalPages: number;
  labels: PagerLabels;
  className?: string;
  /** How many page numbers to show around the current one (default 3; the directory shows 5: two either side). */
  size?: number;
};
/** Links (server pages: each page has its own URL) or buttons (client islands). */
type Props = Common & ({ hrefFor: (page: number) => string; onChange?: never } | { onChange: (page: number) => void; hrefFor?: never });

/**
 * First, previous, at most 3 page numbers around the current one, next. Controls that would leave
 * 1..totalPages are disabled.
 */
export function Pager({ page, totalPages, labels, className, size, hrefFor, onChange }: Props) {
  const control = (target: number, content: ReactNode, name: string, disabled: boolean, current = false) => {
    const cls = `${styles.control} ${current ? styles.current : ''}`;
    if (disabled || current) {
      return onChange ? (
        <button type="button" className={cls} disabled aria-label={name} aria-current={current ? 'page' : undefined}>
          {content}
        </button>
      ) : (
        // A span may not carry aria-label: its name is spoken from hidden text, the symbol is not.
        <span className={cls} aria-disabled="true" aria-current={current ? 'page' : undefined}>
          <span aria-hidden="true">{content}</span>
          <span className="visually-hidden">{name}</span>
        </span>
      );
    }
    return onChange ? (
      <button type="button" className={cls} aria-label={name} onClick={() => onChange(target)}>
        {content}
      </button>
    ) : (
      <Link className={cls} href={hrefFor!(target)} aria-label={name}>
        {content}
      </Link>
    );
  };
  const pageName = (n: number) => labels.page.replace('{page}', String(n));
  return (
    <nav className={`${styles.pager} ${className ?? ''}`} aria-label={labels.label}>
      <ul>
        <li>{control(1, '«', labels.first, page <= 1)}</li>
        <li>{control(page - 1, '‹', labels.previous, page <= 1)}</li>
        {pageWindow(page, totalPages, size).map((n) => (
          <li key={n}>{control(n, n, pageName(n), false, n === page)}</li>
        ))}
        <li>{control(page + 1, '›', labels.next, page >= totalPages)}</li>
      </ul>
    </nav>
  );
}
