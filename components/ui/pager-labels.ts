import type { PagerLabels } from './Pager';
import { messageTemplate } from '@/lib/i18n/raw';

type Translate = (key: string, values?: Record<string, string>) => string;

/** The pager's words from a translator of `common.pager`, on the server or in a client island alike. */
export function pagerLabelsFrom(t: Translate): PagerLabels {
  return { label: t('label'), first: t('first'), previous: t('previous'), next: t('next'), page: messageTemplate(t, 'page', 'page') };
}
