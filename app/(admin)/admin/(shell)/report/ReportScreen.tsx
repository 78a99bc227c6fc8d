'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { ResourceScreen } from '@/components/admin/resource/ResourceScreen';
import { useCan } from '@/components/admin/role';
import ui from '@/components/admin/ui.module.css';
import { reportResource } from './resource';

/** /admin/report: reports 5/10/15 per page, edit in place, delete; adding is on /admin/add-report. */
export function ReportScreen() {
  const t = useTranslations('admin.content2.report');
  const canAdd = useCan('write');
  return (
    <ResourceScreen
      resource={reportResource}
      add="elsewhere"
      actions={
        canAdd && (
          <Link className={ui.primary} href="/admin/add-report">
            {t('addTitle')}
          </Link>
        )
      }
    />
  );
}
