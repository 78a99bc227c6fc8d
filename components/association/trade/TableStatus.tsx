'use client';

import { useTranslations } from 'next-intl';
import { EmptyState } from '@/components/ui/EmptyState';

/** What a trade table shows instead of rows: a failed read (with retry) or 'No Data was found', with why when known. */
export function TableStatus({ failed, retry, why }: { failed: boolean; retry: () => void; why?: string }) {
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
  return <EmptyState action={why && <p>{why}</p>}>{t('empty')}</EmptyState>;
}
