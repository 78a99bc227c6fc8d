'use client';

import { useTranslations } from 'next-intl';
import type { PagerLabels } from '@/components/ui/Pager';
import { pagerLabelsFrom } from '@/components/ui/pager-labels';

export function usePagerLabels(): PagerLabels {
  return pagerLabelsFrom(useTranslations('common.pager'));
}
