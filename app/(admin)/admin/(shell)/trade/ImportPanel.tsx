'use client';

import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { adminFetch, useRefetchAdmin } from '@/components/admin/api';
import { DataTable } from '@/components/admin/DataTable';
import ui from '@/components/admin/ui.module.css';
import type { ImportReport } from '@/lib/trade/import-types';
import { FileField } from '@/components/admin/resource/fields/FileField';

const isExport = (file: File) => /\.(csv|json|txt)$/i.test(file.name) || ['text/csv', 'application/json', 'text/plain'].includes(file.type);

/** Uploads an export of the exchange (CSV or JSON) and shows what was accepted and which rows were rejected, and why. */
export function ImportPanel() {
  const t = useTranslations('admin.content2.trade.import');
  const refetch = useRefetchAdmin();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [report, setReport] = useState<ImportReport | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!file) {
      setError(t('fileRequired'));
      return;
    }
    const form = new FormData();
    form.append('file', file);
    setBusy(true);
    setError(null);
    setReport(null);
    try {
      const answer = await adminFetch<{ report: ImportReport }>('/import/trade', { form });
      setReport(answer.report);
      setFile(null);
      await Promise.all([refetch('/get/trade'), refetch('/get/notice')]);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className={ui.card} style={{ marginTop: '1rem' }} aria-labelledby="trade-import-title">
      <h2 id="trade-import-title" className={ui.title}>
        {t('title')}
      </h2>
      <p className={ui.muted}>{t('help')}</p>
      <details>
        <summary>{t('columnsTitle')}</summary>
        <p>
          <strong>{t('tradeColumns')}</strong> <code>id, seller_name, product_name, product_category, mass, min_price, deal_price, price_currency, trade_datetime, own_url, url</code>
        </p>
        <p>
          <strong>{t('noticeColumns')}</strong> <code>id, seller_name, order_num, type, sell_datetime, quantity, currency, lot_size, own_url, url, other</code>
        </p>
        <p className={ui.muted}>{t('columnsNote')}</p>
      </details>
      <form className={ui.form} onSubmit={submit} noValidate style={{ marginTop: '0.75rem' }}>
        <FileField
          id="trade-import-file"
          label={t('file')}
          accept=".csv,.json,text/csv,application/json"
          check={(chosen) => (isExport(chosen) ? null : t('wrongType'))}
          file={file}
          onChange={(chosen) => {
            setFile(chosen);
            setError(null);
          }}
          onRefused={setError}
          error={error}
          required
        />
        <div className={ui.actions}>
          <button type="submit" className={ui.primary} disabled={busy}>
            {busy ? t('importing') : t('submit')}
          </button>
        </div>
      </form>
      {report && <ImportSummary report={report} />}
    </section>
  );
}

function ImportSummary({ report }: { report: ImportReport }) {
  const t = useTranslations('admin.content2.trade.import');
  return (
    <div role="status" style={{ marginTop: '1rem' }}>
      <p className={report.rejectedCount ? ui.error : ui.success}>{t('summary', { accepted: report.accepted, rejected: report.rejectedCount })}</p>
      <ul>
        <li>{t('counts', { kind: t('trades'), ...report.trades })}</li>
        <li>{t('counts', { kind: t('notices'), ...report.notices })}</li>
      </ul>
      {report.rejected.length > 0 && (
        <DataTable
          caption={t('rejectedTitle')}
          columns={[
            { key: 'kind', header: t('kind'), cell: (r) => (r.kind === 'trade' ? t('trade') : t('notice')) },
            { key: 'row', header: t('row'), cell: (r) => r.row },
            { key: 'reasons', header: t('reasons'), cell: (r) => r.reasons.join('; ') },
          ]}
          rows={report.rejected}
          rowKey={(r) => `${r.kind}-${r.row}`}
          empty=""
        />
      )}
      {report.rejectedCount > report.rejected.length && <p className={ui.muted}>{t('more', { count: report.rejectedCount - report.rejected.length })}</p>}
    </div>
  );
}
