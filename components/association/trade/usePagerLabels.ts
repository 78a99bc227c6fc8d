'use client';

import { useTranslations } from 'next-intl';
import type { PagerLabels } from '@/components/ui/Pager';
import { messageTemplate } from '@/lib/i18n/raw';

export function usePagerLabels(): PagerLabels {
  const t = useTranslations('common.pager');
  return { label: t('label'), first: t('first'), previous: t('previous'), next: t('next'), page: messageTemplate(t, 'page', 'page') };
}
