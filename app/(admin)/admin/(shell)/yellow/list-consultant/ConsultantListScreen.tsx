'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { ResourceScreen } from '@/components/admin/resource/ResourceScreen';
import { useCan } from '@/components/admin/role';
import ui from '@/components/admin/ui.module.css';
import { consultantListResource } from './resource';

/** /admin/yellow/list-consultant: the consultant grid; rows open their edit screen. */
export function ConsultantListScreen() {
  const t = useTranslations('adminYellow.directory');
  const words = useTranslations('admin.ui');
  const router = useRouter();
  const canEdit = useCan('write');
  return (
    <ResourceScreen
      resource={consultantListResource}
      add="elsewhere"
      extraActions={[{ label: canEdit ? words('edit') : t('common.details'), onClick: (row) => router.push(`/admin/yellow/list-consultant/${row.id}`) }]}
      actions={
        canEdit && (
          <Link className={ui.primary} href="/admin/yellow/add">
            {t('add.title')}
          </Link>
        )
      }
    />
  );
}
