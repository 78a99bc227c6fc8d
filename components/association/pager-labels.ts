import { getTranslations } from 'next-intl/server';
import type { PagerLabels } from '@/components/ui/Pager';
import { pagerLabelsFrom } from '@/components/ui/pager-labels';

/** The pager's words in the page's language. */
export async function pagerLabels(): Promise<PagerLabels> {
  return pagerLabelsFrom(await getTranslations('common.pager'));
}
