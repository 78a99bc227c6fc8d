'use client';

import { useTranslations } from 'next-intl';
import type { ComponentProps } from 'react';
import { Pager as SharedPager } from '@/components/ui/Pager';
import { PageSizeSelect as SharedPageSizeSelect } from '@/components/ui/PageSizeSelect';
import { messageTemplate } from '@/lib/i18n/raw';
import styles from './widgets.module.css';

type PagerProps = { page: number; totalPages: number; total?: number; onPage: (page: number) => void };

/** Total count, total pages and the product's pager (two page buttons either side of the current one). */
export function Pager({ page, totalPages, total, onPage }: PagerProps) {
  const t = useTranslations('admin.ui');
  const pages = Math.max(1, totalPages);
  const labels = { label: t('pager'), first: t('first'), previous: t('prev'), next: t('next'), page: messageTemplate(t, 'page', 'page') };
  return (
    <div className={styles.pager}>
      {total !== undefined && <span>{t('total', { total })}</span>}
      <span>{t('pages', { totalPages: pages })}</span>
      {pages > 1 && <SharedPager page={page} totalPages={pages} labels={labels} size={5} onChange={onPage} />}
    </div>
  );
}

/** The admin's page-size choice: the shared one with the admin's label and look. */
export function PageSizeSelect(props: Omit<ComponentProps<typeof SharedPageSizeSelect>, 'label' | 'className'>) {
  const t = useTranslations('admin.ui');
  return <SharedPageSizeSelect {...props} label={t('pageSize')} className={styles.pageSize} />;
}
