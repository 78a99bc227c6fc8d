'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import type { RowAction } from '@/components/admin/resource/columns';
import { useCan } from '@/components/admin/role';

/** The row button that opens a directory row's own page (`<list>/<id>`): 'Засах', or 'Дэлгэрэнгүй' for a read-only account. */
export function useRowPage<Row extends { id: number }>(list: string): RowAction<Row> {
  const t = useTranslations('adminYellow.directory');
  const words = useTranslations('admin.ui');
  const router = useRouter();
  return { label: useCan('write') ? words('edit') : t('common.details'), onClick: (row) => router.push(`${list}/${row.id}`) };
}
