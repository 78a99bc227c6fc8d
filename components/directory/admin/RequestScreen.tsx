'use client';

import { useCallback, useState } from 'react';
import { useTranslations } from 'next-intl';
import { adminFetch, useAdminQuery, useRefetchAdmin } from '@/components/admin/api';
import { ConfirmDialog } from '@/components/admin/ConfirmDialog';
import { DataTable } from '@/components/admin/DataTable';
import { PageHeader } from '@/components/admin/PageHeader';
import { Pager, PageSizeSelect } from '@/components/admin/Pager';
import { usePaging } from '@/components/admin/resource/usePaging';
import { TimedMessage } from '@/components/admin/TimedMessage';
import ui from '@/components/admin/ui.module.css';
import { RequestDetail } from './RequestDetail';
import { dateText, listUrl, ypAdmin, type AdminCompanyRow, type AdminPersonRow, type Paged } from './fetch';
import styles from './admin.module.css';

type Kind = 'company' | 'consultant';
type Row = { id: number; name: { mn: string; en: string }; extra: string; created_at: string };
type Note = { kind: 'success' | 'error'; text: string } | null;
const SIZES = [10, 20, 30] as const;

const toRow = (kind: Kind, r: AdminCompanyRow | AdminPersonRow): Row =>
  kind === 'company'
    ? { id: r.id, name: (r as AdminCompanyRow).company_info.translations.name, extra: (r as AdminCompanyRow).registration_number, created_at: r.created_at }
    : { id: r.id, name: (r as AdminPersonRow).person_info.translations.name, extra: (r as AdminPersonRow).phone_number, created_at: r.created_at };

/** /admin/yellow/request: registrations waiting for approval; detail modal, approve (publish) or delete. */
export function RequestScreen() {
  const t = useTranslations('adminYellow.directory');
  const [kind, setKind] = useState<Kind>('company');
  const { page, setPage, limit, setLimit } = usePaging(10);
  const [detail, setDetail] = useState<Row | null>(null);
  const [confirm, setConfirm] = useState<{ action: 'approve' | 'delete'; row: Row } | null>(null);
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<Note>(null);
  const clear = useCallback(() => setNote(null), []);
  const refetch = useRefetchAdmin();
  const list = useAdminQuery<Paged & { request: (AdminCompanyRow | AdminPersonRow)[] }>(listUrl('/get/new-request', { type: kind, page, limit }), {
    placeholderData: (previous) => previous,
  });
  const rows = list.data?.request.map((r) => toRow(kind, r));

  async function act() {
    if (!confirm) return;
    const { action, row } = confirm;
    setBusy(true);
    try {
      if (action === 'approve' && kind === 'company') {
        await adminFetch(ypAdmin('/update/company'), { json: { company: { id: row.id, approval: true }, new_contact: [], new_category: [] } });
      } else if (action === 'approve') {
        await adminFetch(ypAdmin('/update/person'), { json: { person: { id: row.id, approval: true } } });
      } else {
        await adminFetch(ypAdmin(kind === 'company' ? `/delete/company?id=${row.id}` : `/delete/person?id=${row.id}`), { method: 'DELETE' });
      }
      setNote({ kind: 'success', text: action === 'approve' ? t('common.updated') : t('common.deleted') });
      setDetail(null);
    } catch (error) {
      setNote({ kind: 'error', text: `${action === 'approve' ? t('request.approveFailed') : t('request.deleteFailed')} ${(error as Error).message}` });
    } finally {
      setBusy(false);
      setConfirm(null);
      void refetch(ypAdmin('/get/new-request'));
    }
  }

  const actions = (row: Row) => (
    <div className={styles.rowActions}>
      <button type="button" className={`${ui.button} ${ui.small}`} onClick={() => setDetail(row)}>
        {t('common.details')}
      </button>
      <button type="button" className={`${ui.primary} ${ui.small}`} onClick={() => setConfirm({ action: 'approve', row })}>
        {t('common.approve')}
      </button>
      <button type="button" className={`${ui.danger} ${ui.small}`} onClick={() => setConfirm({ action: 'delete', row })}>
        {t('common.delete')}
      </button>
    </div>
  );

  return (
    <>
      <PageHeader title={t('request.title')} />
      <div className={ui.toolbar}>
        <label htmlFor="yp-request-type">{t('request.type')}</label>
        <select
          id="yp-request-type"
          className={ui.select}
          value={kind}
          onChange={(event) => {
            setKind(event.target.value as Kind);
            setPage(1);
          }}
        >
          <option value="company">{t('common.company')}</option>
          <option value="consultant">{t('common.consultant')}</option>
        </select>
        <PageSizeSelect id="yp-request-size" sizes={SIZES} value={limit} onChange={setLimit} />
      </div>
      <TimedMessage message={note?.text ?? null} kind={note?.kind ?? 'success'} ms={3000} onDone={clear} />
      <DataTable
        columns={[
          { key: 'n', header: t('common.number'), cell: (_, i) => (page - 1) * limit + i + 1 },
          { key: 'mn', header: t('common.nameMn'), cell: (r) => r.name.mn },
          { key: 'en', header: t('common.nameEn'), cell: (r) => r.name.en },
          { key: 'extra', header: kind === 'company' ? t('common.registrationNumber') : t('common.phone'), cell: (r) => r.extra },
          { key: 'date', header: t('common.createdAt'), cell: (r) => dateText(r.created_at) },
          { key: 'actions', header: t('common.actions'), cell: actions },
        ]}
        rows={rows}
        rowKey={(r) => r.id}
        empty={t('request.empty')}
        loading={list.isFetching}
        error={list.error}
        onRetry={() => void list.refetch()}
      />
      {list.data && <Pager page={page} totalPages={list.data.totalPages} total={list.data.total} onPage={setPage} />}
      <RequestDetail
        kind={kind}
        row={detail}
        onClose={() => setDetail(null)}
        onApprove={(row) => setConfirm({ action: 'approve', row })}
        onDelete={(row) => setConfirm({ action: 'delete', row })}
      />
      <ConfirmDialog
        message={confirm ? t(confirm.action === 'approve' ? 'request.approveConfirm' : 'request.deleteConfirm', { name: confirm.row.name.mn }) : null}
        confirmLabel={confirm?.action === 'approve' ? t('common.approve') : undefined}
        onConfirm={() => void act()}
        onCancel={() => setConfirm(null)}
        busy={busy}
      />
    </>
  );
}
export type { Row as RequestRow };
