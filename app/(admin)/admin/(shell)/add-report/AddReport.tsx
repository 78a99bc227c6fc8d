'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { ResourceAddPage } from '@/components/admin/resource/ResourceAddPage';
import ui from '@/components/admin/ui.module.css';
import { reportResource } from '../report/resource';

/** /admin/add-report: the report form; messages last 5 s and the form is empty again after a save. */
export function AddReport() {
  const t = useTranslations('admin.content2.report');
  return (
    <ResourceAddPage
      resource={reportResource}
      back={
        <Link className={ui.button} href="/admin/report">
          {t('backToList')}
        </Link>
      }
    />
  );
}
