'use client';

import { useRef, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { adminFetch, AdminApiError } from '@/components/admin/api';
import { FormField, fieldProps } from '@/components/admin/FormField';
import ui from '@/components/admin/ui.module.css';
import widgets from '@/components/admin/widgets.module.css';
import { useFlash } from '../use-flash';
import { Note } from './Note';
import { ypAdmin } from './paths';

type Report = { added: number; updated: number; rejected: { row: number; email: string; reasons: string[] }[] };

const TEMPLATE = `data:text/csv;charset=utf-8,${encodeURIComponent('name,name_en,email,phone_number,user_type\r\n')}`;

/** Bulk upload of a CSV or XLSX user list; the report (added, updated, rejected with reasons) stays until the next upload. */
export function UserUpload({ onUploaded }: { onUploaded?: () => void }) {
  const t = useTranslations('adminYellow.meetings.addUser');
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [report, setReport] = useState<Report | null>(null);
  const [flash, showFlash] = useFlash(5000);

  async function upload(e: FormEvent) {
    e.preventDefault();
    if (!file) {
      showFlash('error', t('fileRequired'));
      return;
    }
    setBusy(true);
    setReport(null);
    try {
      const form = new FormData();
      form.append('file', file);
      const res = await adminFetch<Report>(ypAdmin('/upload/meeting-users'), { form });
      setReport(res);
      showFlash('success', t('report', { added: res.added, updated: res.updated, rejected: res.rejected.length }));
      setFile(null);
      if (input.current) input.current.value = '';
      onUploaded?.();
    } catch (err) {
      showFlash('error', err instanceof AdminApiError && err.status === 400 ? err.message : t('uploadFailed'));
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
      <Note flash={flash} />
      <div className={ui.actions}>
        <button type="submit" className={ui.primary} disabled={busy}>
          {busy ? t('uploading') : t('upload')}
        </button>
      </div>
      {report && report.rejected.length > 0 ? (
        <div className={widgets.tableWrap}>
          <table className={widgets.table}>
            <caption>{t('rejectedCaption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('row')}</th>
                <th scope="col">{t('email')}</th>
                <th scope="col">{t('reasons')}</th>
              </tr>
            </thead>
            <tbody>
              {report.rejected.map((r) => (
                <tr key={r.row}>
                  <td>{r.row}</td>
                  <td>{r.email}</td>
                  <td>{r.reasons.join(' ')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </form>
  );
}
