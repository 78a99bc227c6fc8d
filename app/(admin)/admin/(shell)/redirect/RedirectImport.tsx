'use client';

import { useRef, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { adminFetch, AdminApiError, useRefetchAdmin } from '@/components/admin/api';
import { DataTable } from '@/components/admin/DataTable';
import { FormField, fieldProps } from '@/components/admin/FormField';
import { useNotice } from '@/components/admin/TimedMessage';
import ui from '@/components/admin/ui.module.css';
import { apiPath } from '@/components/admin/resource/define';
import type { ImportedRow } from '@/lib/redirects/commands';
import { redirectResource } from './resource';

type Report = { added: number; rejected: ImportedRow[] };

const TEMPLATE = `data:text/csv;charset=utf-8,${encodeURIComponent('from,to\r\n/news.php?id=1,/mm/detail/1\r\n')}`;

/** The old site's URL list as CSV (from,to): every valid row is added; refused rows are listed with the reason. */
export function RedirectImport() {
  const t = useTranslations('admin.redirects');
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [report, setReport] = useState<Report | null>(null);
  const notice = useNotice({ successMs: 5000, errorMs: 5000 });
  const refetch = useRefetchAdmin();

  async function upload(e: FormEvent) {
    e.preventDefault();
    if (!file) return notice.error(t('fileRequired'));
    setBusy(true);
    setReport(null);
    try {
      const form = new FormData();
      form.append('file', file);
      const res = await adminFetch<Report>(apiPath(redirectResource, '/import/redirect'), { form });
      setReport(res);
      notice.success(t('imported', { added: res.added, rejected: res.rejected.length }));
      setFile(null);
      if (input.current) input.current.value = '';
      void refetch(apiPath(redirectResource, redirectResource.api.list));
    } catch (err) {
      notice.error(err instanceof AdminApiError && err.status < 500 ? err.message : t('importFailed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className={ui.form} noValidate onSubmit={upload} aria-labelledby="redirect-import-title">
      <h2 id="redirect-import-title">{t('importTitle')}</h2>
      <FormField id="redirect-file" label={t('fileLabel')} hint={t('fileHint')}>
        <input ref={input} {...fieldProps('redirect-file', null, t('fileHint'))} type="file" accept=".csv,text/csv" onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
      </FormField>
      <p>
        <a href={TEMPLATE} download="redirects.csv">
          {t('template')}
        </a>
      </p>
      {notice.element}
      <div className={ui.actions}>
        <button type="submit" className={ui.primary} disabled={busy}>
          {busy ? t('importing') : t('import')}
        </button>
      </div>
      {report && report.rejected.length > 0 && (
        <DataTable
          caption={t('rejectedCaption')}
          rows={report.rejected}
          rowKey={(r) => r.row}
          empty=""
          columns={[
            { key: 'row', header: t('row'), cell: (r) => r.row },
            { key: 'from', header: t('from'), cell: (r) => r.from },
            { key: 'reasons', header: t('reasons'), cell: (r) => r.reasons.join(' ') },
          ]}
        />
      )}
    </form>
  );
}
