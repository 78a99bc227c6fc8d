import { getTranslations } from 'next-intl/server';
import { EmptyState } from '@/components/ui/EmptyState';

/** A read that failed: the visitor is told, the cause is logged, and nothing pretends to be empty. */
export async function LoadError({ error, what }: { error: unknown; what: string }) {
  console.error(`[directory] ${what} could not be read:`, error);
  const t = await getTranslations('common');
  return <EmptyState tone="error">{t('loadError')}</EmptyState>;
}
