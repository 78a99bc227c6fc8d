'use client';

import { useRef, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { adminFetch, AdminApiError, useRefetchAdmin } from '@/components/admin/api';
import { DataTable } from '@/components/admin/DataTable';
import { FormField, fieldProps } from '@/components/admin/FormField';
import { useNotice } from '@/components/admin/TimedMessage';
import ui from '@/components/admin/ui.module.css';
import { apiPath } from '@/components/admin/resource/define';
import { meetingUserResource } from '../meeting-users/resource';

type Report = { added: number; updated: number; rejected: { row: number; email: string; reasons: string[] }[] };

const TEMPLATE = `data:text/csv;charset=utf-8,${encodeURIComponent('name,name_en,email,phone_number,user_type\r\n')}`;

/** Bulk upload of a CSV or XLSX user list; the report (added, updated, rejected with reasons) stays until the next upload. */
export function UserUpload() {
  const t = useTranslations('adminYellow.meetings.addUser');
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [report, setReport] = useState<Report | null>(null);
  // Spec §4: upload messages stay 5 s.
  const notice = useNotice({ successMs: 5000, errorMs: 5000 });
  const refetch = useRefetchAdmin();

  async function upload(e: FormEvent) {
    e.preventDefault();
    if (!file) {
      notice.error(t('fileRequired'));
      return;
    }
    setBusy(true);
    setReport(null);
    try {
      const form = new FormData();
      form.append('file', file);
      const res = await adminFetch<Report>(apiPath(meetingUserResource, '/upload/meeting-users'), { form });
      setReport(res);
      notice.success(t('report', { added: res.added, updated: res.updated, rejected: res.rejected.length }));
      setFile(null);
      if (input.current) input.current.value = '';
      void refetch(apiPath(meetingUserResource, meetingUserResource.api.list));
    } catch (err) {
      notice.error(err instanceof AdminApiError && err.status === 400 ? err.message : t('uploadFailed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className={ui.form} noValidate onSubmit={upload}>
      <FormField id="users-file" label={t('fileLabel')} hint={t('fileHint')}>
        <input
          ref={input}
          {...fieldProps('users-file', null, t('fileHint'))}
          type="file"
          accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          onChange={(e) => setFile(e.target.files?.[0] ?? null)}
        />
      </FormField>
      <p>
        <a href={TEMPLATE} download="meeting-users.csv">
          {t('template')}
        </a>
      </p>
      {notice.element}
      <div className={ui.actions}>
        <button type="submit" className={ui.primary} disabled={busy}>
          {busy ? t('uploading') : t('upload')}
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
            { key: 'email', header: t('email'), cell: (r) => r.email },
            { key: 'reasons', header: t('reasons'), cell: (r) => r.reasons.join(' ') },
          ]}
        />
      )}
    </form>
  );
}
