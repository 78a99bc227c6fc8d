'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { ResourceScreen } from '@/components/admin/resource/ResourceScreen';
import { useCan } from '@/components/admin/role';
import ui from '@/components/admin/ui.module.css';
import { newsResource } from './resource';

/** /admin/update-news: filter by category and more, 5/10/15 per page, edit in place, delete with confirmation. */
export function NewsList() {
  const t = useTranslations('admin.news');
  const canAdd = useCan('write');
  return (
    <ResourceScreen
      resource={newsResource}
      add="elsewhere"
      actions={
        canAdd && (
          <Link className={ui.primary} href="/admin/add-news">
            {t('addTitle')}
          </Link>
        )
      }
    />
  );
}
