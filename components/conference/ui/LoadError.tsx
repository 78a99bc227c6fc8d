import { getTranslations } from 'next-intl/server';
import { EmptyState } from '@/components/ui/EmptyState';

/** What a page shows when its data could not be read (never an empty list). */
export async function LoadError() {
  const t = await getTranslations('common');
  return <EmptyState tone="error">{t('loadError')}</EmptyState>;
}
