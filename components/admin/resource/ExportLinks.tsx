'use client';

import { useTranslations } from 'next-intl';
import ui from '../ui.module.css';
import { listUrl, type ListQuery } from './list-query';

/** Download the list as the server streams it: every row of the current filter and sort, not only the page. */
export function ExportLinks({ path, query }: { path: string; query: Omit<ListQuery, 'format' | 'page' | 'limit'> }) {
  const t = useTranslations('admin.ui');
  return (
    <span className={ui.actions}>
      {(['csv', 'xlsx'] as const).map((format) => (
        <a key={format} className={`${ui.button} ${ui.small}`} href={listUrl(path, { ...query, format })} download>
          {t('export', { format: format.toUpperCase() })}
        </a>
      ))}
    </span>
  );
}
