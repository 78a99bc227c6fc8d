'use client';

import { useRef, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { adminFetch, AdminApiError, useRefetchAdmin } from '@/components/admin/api';
import { DataTable } from '@/components/admin/DataTable';
import { FormField, fieldProps } from '@/components/admin/FormField';
import { useNotice } from '@/components/admin/TimedMessage';
import ui from '@/components/admin/ui.module.css';

/** A refused row of an import: its spreadsheet row number, what names it (an e-mail, an address) and why. */
export type RejectedRow = { row: number; reasons: string[] } & Record<string, unknown>;
type Report = { rejected: RejectedRow[] } & Record<string, unknown>;

type Props<R extends Report> = {
  id: string;
  /** Message namespace with fileLabel, fileHint, template, upload, uploading, fileRequired, uploadFailed, rejectedCaption, row, reasons and `nameKey`. */
  messages: string;
  /** The field of a rejected row that names it, also its column's message key. */
  nameKey: string;
  accept: string;
  /** A CSV template's header (and example rows), offered for download as `templateName`. */
  template: string;
  templateName: string;
  /** Where the file goes (multipart, field `file`) and which list shows the result. */
  uploadPath: string;
  refetchPath: string;
  /** The success notice of an upload's report. */
  summary: (report: R) => string;
  /** More form fields sent with the file (e.g. the event it belongs to). */
  fields?: Record<string, string>;
  /**
   * Offers a "check" button (message key `check`) that sends dry_run=1: the server reports what it would add and
   * refuse without writing, and the report is listed the same way.
   */
  dryRun?: boolean;
};

/**
 * Upload of a CSV (or XLSX) file of rows: the server adds what is valid and answers the refused rows, which stay
 * listed with their reasons until the next upload. Messages stay 5 s (spec §4).
 */
export function SheetUpload<R extends Report>({ id, messages, nameKey, accept, template, templateName, uploadPath, refetchPath, summary, fields, dryRun }: Props<R>) {
  const t = useTranslations(messages);
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [report, setReport] = useState<R | null>(null);
  const notice = useNotice({ successMs: 5000, errorMs: 5000 });
  const refetch = useRefetchAdmin();

  async function upload(e: FormEvent, check = false) {
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
      for (const [name, value] of Object.entries(fields ?? {})) form.append(name, value);
      if (check) form.append('dry_run', '1');
      const res = await adminFetch<R>(uploadPath, { form });
      setReport(res);
      notice.success(summary(res));
      // After a check the same file is usually uploaded next.
      if (check) return;
      setFile(null);
      if (input.current) input.current.value = '';
      void refetch(refetchPath);
    } catch (err) {
      notice.error(err instanceof AdminApiError && err.status === 400 ? err.message : t('uploadFailed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className={ui.form} noValidate onSubmit={upload}>
      <FormField id={id} label={t('fileLabel')} hint={t('fileHint')}>
        <input ref={input} {...fieldProps(id, null, t('fileHint'))} type="file" accept={accept} onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
      </FormField>
      <p>
        <a href={`data:text/csv;charset=utf-8,${encodeURIComponent(template)}`} download={templateName}>
          {t('template')}
        </a>
      </p>
      {notice.element}
      <div className={ui.actions}>
        {dryRun && (
          <button type="button" className={ui.button} disabled={busy} onClick={(e) => upload(e, true)}>
            {t('check')}
          </button>
        )}
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
            { key: nameKey, header: t(nameKey), cell: (r) => String(r[nameKey] ?? '') },
            { key: 'reasons', header: t('reasons'), cell: (r) => r.reasons.join(' ') },
          ]}
        />
      )}
    </form>
  );
}
