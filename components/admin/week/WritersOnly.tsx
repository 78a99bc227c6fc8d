'use client';

import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { useCan } from '@/components/admin/role';

/** What writes (the check-in scanner, an add form) is for admins and moderators: a read-only account gets the notice. */
export function WritersOnly({ children }: { children: ReactNode }) {
  const words = useTranslations('admin.ui');
  return useCan('write') ? children : <p role="alert">{words('readOnly')}</p>;
}
