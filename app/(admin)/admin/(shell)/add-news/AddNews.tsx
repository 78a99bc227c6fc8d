'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { ResourceAddPage } from '@/components/admin/resource/ResourceAddPage';
import ui from '@/components/admin/ui.module.css';
import { newsResource } from '../update-news/resource';

/** /admin/add-news: after a save the form starts empty again (the spec's reload) and says so. */
export function AddNews() {
  const t = useTranslations('admin.news');
  return (
    <ResourceAddPage
      resource={newsResource}
      back={
        <Link className={ui.button} href="/admin/update-news">
          {t('listTitle')}
        </Link>
      }
    />
  );
}
