'use client';

import { useState, type FormEvent, type ReactNode } from 'react';
import { useDynamicTranslations } from '@/lib/i18n/dynamic';
import { adminFetch, AdminApiError, useRefetchAdmin } from '@/components/admin/api';
import { DataTable } from '@/components/admin/DataTable';
import { apiPath, type Resource, type Sheet } from '@/components/admin/resource/define';
import { FileField } from '@/components/admin/resource/fields/FileField';
import { useNotice } from '@/components/admin/TimedMessage';
import ui from '@/components/admin/ui.module.css';

/** A refused row of an import: its spreadsheet row number, what names it (an e-mail, an address) and why. */
export type RejectedRow = { row: number; reasons: string[] } & Record<string, unknown>;
type Report = { rejected: RejectedRow[] } & Record<string, unknown>;

/** The report's counts for the summary text: its numbers, its lists' lengths ({rejected}, {accepted} …) and nested counts ({trades_inserted}). */
function counts(report: Record<string, unknown>, prefix = ''): Record<string, number> {
  const found: Record<string, number> = {};
  for (const [key, value] of Object.entries(report)) {
    if (typeof value === 'number') found[prefix + key] = value;
    else if (Array.isArray(value)) found[prefix + key] = value.length;
    else if (value && typeof value === 'object') Object.assign(found, counts(value as Record<string, unknown>, `${prefix}${key}_`));
  }
  return found;
}

/**
 * The import of a resource's `sheet`: a CSV (or XLSX) file of rows; the server adds what is valid and answers the
 * refused rows, which stay listed with their reasons until the next upload; the list refetches. Messages stay 5 s (spec §4).
 */
export function SheetUpload({ resource, sheet, nameCell }: {
  resource: Pick<Resource, 'key' | 'messages' | 'api'>;
  sheet: Sheet;
  /** A refused row's name as shown, when not the `nameKey` column's own text (e.g. a trade import's kind in words). */
  nameCell?: (row: RejectedRow) => ReactNode;
}) {
  const t = useDynamicTranslations(sheet.messages ?? resource.messages);
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [report, setReport] = useState<Report | null>(null);
  const notice = useNotice({ successMs: 5000, errorMs: 5000 });
  const refetch = useRefetchAdmin();
  const id = `${resource.key}-file`;

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
      for (const [name, value] of Object.entries(sheet.fields ?? {})) form.append(name, value);
      if (check) form.append('dry_run', '1');
      const res = await adminFetch<Report>(apiPath(resource, sheet.path), { form });
      setReport(res);
      notice.success(t(check && sheet.check ? sheet.check : sheet.summary, counts(res)));
      // After a check the same file is usually uploaded next.
      if (check) return;
      setFile(null);
      void refetch(apiPath(resource, resource.api.list));
    } catch (err) {
      notice.error(err instanceof AdminApiError && err.status === 400 ? err.message : t('uploadFailed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby={sheet.title ? `${id}-title` : undefined}>
      {sheet.title && <h2 id={`${id}-title`}>{t(sheet.title)}</h2>}
      <form className={ui.form} noValidate onSubmit={upload}>
        <FileField id={id} label={t('fileLabel')} hint={t('fileHint')} accept={sheet.accept} check={() => null} file={file} onChange={setFile} onRefused={notice.error} />
        <p>
          <a href={`data:text/csv;charset=utf-8,${encodeURIComponent(sheet.template)}`} download={sheet.templateName}>
            {t('template')}
          </a>
        </p>
        {notice.element}
        <div className={ui.actions}>
          {sheet.check && (
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
              { key: sheet.nameKey, header: t(sheet.nameKey), cell: (r) => nameCell?.(r) ?? String(r[sheet.nameKey] ?? '') },
              { key: 'reasons', header: t('reasons'), cell: (r) => r.reasons.join(' ') },
            ]}
          />
        )}
      </form>
    </section>
  );
}
