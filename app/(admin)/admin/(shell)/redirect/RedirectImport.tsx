'use client';

import { useTranslations } from 'next-intl';
import { apiPath } from '@/components/admin/resource/define';
import { SheetUpload, type RejectedRow } from '@/components/admin/SheetUpload';
import { redirectResource } from './resource';

type Report = { added: number; rejected: RejectedRow[] };

/** The old site's URL list as CSV (from,to): every valid row is added; refused rows are listed with the reason. */
export function RedirectImport() {
  const t = useTranslations('admin.redirects');
  return (
    <section aria-labelledby="redirect-import-title">
      <h2 id="redirect-import-title">{t('importTitle')}</h2>
      <SheetUpload<Report>
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
  );
}
