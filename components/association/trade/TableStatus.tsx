'use client';

import { useTranslations } from 'next-intl';
import { EmptyState } from '@/components/ui/EmptyState';

/** What a trade table shows instead of rows: a failed read (with retry) or 'No Data was found'. */
export function TableStatus({ failed, retry }: { failed: boolean; retry: () => void }) {
  const t = useTranslations('mm.trade');
  if (failed) {
    return (
      <EmptyState
        tone="error"
        action={
          <button type="button" onClick={retry}>
            {t('retry')}
          </button>
        }
      >
        {t('error')}
      </EmptyState>
    );
  }
  return <EmptyState>{t('empty')}</EmptyState>;
}
