import { getTranslations } from 'next-intl/server';
import type { PagerLabels } from '@/components/ui/Pager';
import { messageTemplate } from '@/lib/i18n/raw';

/** The pager's words in the page's language. */
export async function pagerLabels(): Promise<PagerLabels> {
  const t = await getTranslations('common.pager');
  return { label: t('label'), first: t('first'), previous: t('previous'), next: t('next'), page: messageTemplate(t, 'page', 'page') };
}
