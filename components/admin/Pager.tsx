'use client';

import { useTranslations } from 'next-intl';
import type { ComponentProps } from 'react';
import { PageSizeSelect as SharedPageSizeSelect } from '@/components/ui/PageSizeSelect';
import styles from './widgets.module.css';

/** Page numbers shown: the first, the last, and two either side of the current one. */
export function pageWindow(page: number, totalPages: number): (number | 'gap')[] {
  const out: (number | 'gap')[] = [];
  for (let p = 1; p <= totalPages; p++) {
    if (p === 1 || p === totalPages || Math.abs(p - page) <= 2) out.push(p);
    else if (out[out.length - 1] !== 'gap') out.push('gap');
  }
  return out;
}

type PagerProps = { page: number; totalPages: number; total?: number; onPage: (page: number) => void };

/** Total count, total pages and page buttons of a server-paginated list. */
export function Pager({ page, totalPages, total, onPage }: PagerProps) {
  const t = useTranslations('admin.ui');
  const pages = Math.max(1, totalPages);
  return (
    <div className={styles.pager}>
      {total !== undefined && <span>{t('total', { total })}</span>}
      <span>{t('pages', { totalPages: pages })}</span>
      {pages > 1 && (
        <nav aria-label={t('pager')}>
          <ul className={styles.pagerList}>
            <li>
              <button type="button" className={styles.pagerButton} disabled={page <= 1} onClick={() => onPage(page - 1)} aria-label={t('prev')}>
                ‹
              </button>
            </li>
            {pageWindow(page, pages).map((p, i) =>
              p === 'gap' ? (
                <li key={`gap-${i}`} aria-hidden="true">
                  …
                </li>
              ) : (
                <li key={p}>
                  <button
                    type="button"
                    className={styles.pagerButton}
                    aria-current={p === page ? 'page' : undefined}
                    aria-label={p === page ? t('currentPage', { page: p }) : t('page', { page: p })}
                    onClick={() => onPage(p)}
                  >
                    {p}
                  </button>
                </li>
              ),
            )}
            <li>
              <button type="button" className={styles.pagerButton} disabled={page >= pages} onClick={() => onPage(page + 1)} aria-label={t('next')}>
                ›
              </button>
            </li>
          </ul>
        </nav>
      )}
    </div>
  );
}

/** The admin's page-size choice: the shared one with the admin's label and look. */
export function PageSizeSelect(props: Omit<ComponentProps<typeof SharedPageSizeSelect>, 'label' | 'className'>) {
  const t = useTranslations('admin.ui');
  return <SharedPageSizeSelect {...props} label={t('pageSize')} className={styles.pageSize} />;
}
