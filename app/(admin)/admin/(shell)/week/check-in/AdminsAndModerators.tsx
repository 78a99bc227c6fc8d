'use client';

import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { useCan } from '@/components/admin/role';

/** Checking people in writes (POST /api/admin/week/check-in): a read-only account gets the notice, not the scanner. */
export function AdminsAndModerators({ children }: { children: ReactNode }) {
  const words = useTranslations('admin.ui');
  return useCan('write') ? children : <p role="alert">{words('readOnly')}</p>;
}
