'use client';

import { useMemo } from 'react';
import { useTranslations } from 'next-intl';
import type { Msg } from '@/lib/directory/validators';

/** The shared form rules speak the visitor's language (messages yp.validation.*). */
export function useValidationMessages(): Msg {
  const t = useTranslations('yp.validation');
  return useMemo<Msg>(() => (key) => t(key), [t]);
}
