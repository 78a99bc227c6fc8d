import type { PagerLabels } from './Pager';
import type { Translate } from '@/lib/i18n/keys';
import { messageTemplate } from '@/lib/i18n/raw';

/** The pager's words from a translator of `common.pager`, on the server or in a client island alike. */
export function pagerLabelsFrom(t: Translate<'common.pager'>): PagerLabels {
  return { label: t('label'), first: t('first'), previous: t('previous'), next: t('next'), page: messageTemplate(t, 'page', 'page') };
}
