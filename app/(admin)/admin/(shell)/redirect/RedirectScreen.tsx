'use client';

import { useTranslations } from 'next-intl';
import { ResourceScreen } from '@/components/admin/resource/ResourceScreen';
import { apiPath } from '@/components/admin/resource/define';
import { useCan } from '@/components/admin/role';
import { SheetUpload, type RejectedRow } from '@/components/admin/SheetUpload';
import { redirectResource } from './resource';

/**
 * /admin/redirect: the add form above the list of mappings, and the import of the old site's URL list as CSV
 * (from,to): every valid row is added; refused rows are listed with the reason.
 */
export function RedirectScreen() {
  const t = useTranslations('admin.redirects');
  const canImport = useCan('write');
  return (
    <>
      <ResourceScreen resource={redirectResource} add="always" />
      {canImport && (
        <section aria-labelledby="redirect-import-title">
          <h2 id="redirect-import-title">{t('importTitle')}</h2>
          <SheetUpload<{ added: number; rejected: RejectedRow[] }>
            id="redirect-file"
            messages="admin.redirects"
            nameKey="from"
            accept=".csv,text/csv"
            template={'from,to\r\n/news.php?id=1,/mm/detail/1\r\n'}
            templateName="redirects.csv"
            uploadPath={apiPath(redirectResource, '/import/redirect')}
            refetchPath={apiPath(redirectResource, redirectResource.api.list)}
            summary={(res) => t('imported', { added: res.added, rejected: res.rejected.length })}
          />
        </section>
      )}
    </>
  );
}
