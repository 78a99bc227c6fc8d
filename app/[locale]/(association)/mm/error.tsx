'use client';

import { useEffect } from 'react';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { EmptyState } from '@/components/ui/EmptyState';

/** A page whose data could not be read: says so (never shows an empty list instead) and offers a retry. */
export default function AssociationError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useTranslations('common');
  const router = useRouter();
  useEffect(() => {
    console.error('[mm] page failed to render:', error.digest ?? error.message);
  }, [error]);
  return (
    <div className="container" style={{ padding: '2rem 1rem' }}>
      <EmptyState
        tone="error"
        action={
          <button
            type="button"
            onClick={() => {
              router.refresh();
              reset();
            }}
          >
            {t('retry')}
          </button>
        }
      >
        {t('loadError')}
      </EmptyState>
    </div>
  );
}
