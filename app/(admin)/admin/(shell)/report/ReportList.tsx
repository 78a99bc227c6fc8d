'use client';

import Link from 'next/link';
import { useCallback, useState } from 'react';
import { useTranslations } from 'next-intl';
import { adminFetch, useAdminQuery, useRefetchAdmin } from '@/components/admin/api';
import { ConfirmDialog } from '@/components/admin/ConfirmDialog';
import { DataTable } from '@/components/admin/DataTable';
import { formatDateTime } from '@/components/admin/format';
import { PageHeader } from '@/components/admin/PageHeader';
import { Pager, PageSizeSelect } from '@/components/admin/Pager';
import { TimedMessage } from '@/components/admin/TimedMessage';
import ui from '@/components/admin/ui.module.css';
import { ReportForm } from './ReportForm';
import type { Report } from './types';

const PAGE_SIZES = [5, 10, 15] as const;
type Answer = { reports: Report[]; total: number; totalPages: number };
type Note = { kind: 'success' | 'error'; text: string } | null;

/** /admin/report: reports 5/10/15 per page with totals, delete with confirmation, and the edit form in place. Messages last 5 s. */
export function ReportList() {
  const t = useTranslations('admin.content2.report');
  const tUi = useTranslations('admin.ui');
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState<number>(PAGE_SIZES[0]);
  const list = useAdminQuery<Answer>(`/get/reports?page=${page}&limit=${limit}`, { placeholderData: (previous) => previous });
  const refetch = useRefetchAdmin();
  const [editing, setEditing] = useState<Report | null>(null);
  const [toDelete, setToDelete] = useState<Report | null>(null);
  const [note, setNote] = useState<Note>(null);
  const clearNote = useCallback(() => setNote(null), []);

  async function remove() {
    if (!toDelete) return;
    try {
      await adminFetch(`/delete/report?id=${toDelete.id}`, { method: 'DELETE' });
      if (editing?.id === toDelete.id) setEditing(null);
      if (list.data?.reports.length === 1 && page > 1) setPage(page - 1);
      await refetch('/get/reports');
    } catch (e) {
      console.error('Report delete failed', e);
      setNote({ kind: 'error', text: e instanceof Error ? e.message : String(e) });
    } finally {
      setToDelete(null);
    }
  }

  return (
    <>
      <PageHeader title={t('heading')}>
        <Link className={ui.primary} href="/admin/add-report">
          {t('addTitle')}
        </Link>
      </PageHeader>
      <TimedMessage message={note?.text ?? null} kind={note?.kind ?? 'success'} ms={5000} onDone={clearNote} />
      {editing && (
        <section aria-labelledby="report-edit-title" style={{ marginBottom: '1rem' }}>
          <h2 id="report-edit-title" className={ui.title}>
            {t('editTitle')}
          </h2>
          <ReportForm
            key={editing.id}
            report={editing}
            onSaved={async () => {
              setEditing(null);
              setNote({ kind: 'success', text: t('saved') });
              await refetch('/get/reports');
            }}
            onFailure={(error) => setNote({ kind: 'error', text: t('saveError', { error }) })}
            onCancel={() => setEditing(null)}
          />
        </section>
      )}
      <div className={ui.toolbar}>
        <PageSizeSelect id="report-size" sizes={PAGE_SIZES} value={limit} onChange={(size) => { setLimit(size); setPage(1); }} />
      </div>
      <DataTable
        columns={[
          {
            key: 'actions',
            header: tUi('actions'),
            cell: (r) => (
              <span className={ui.actions}>
                <button type="button" className={`${ui.button} ${ui.small}`} onClick={() => setEditing(r)} aria-label={`${tUi('edit')}: ${r.title}`}>
                  {tUi('edit')}
                </button>
                <button type="button" className={`${ui.danger} ${ui.small}`} onClick={() => setToDelete(r)} aria-label={`${tUi('delete')}: ${r.title}`}>
                  {tUi('delete')}
                </button>
              </span>
            ),
          },
          // eslint-disable-next-line @next/next/no-img-element -- small thumbnails of stored covers
          { key: 'image', header: t('image'), cell: (r) => <img src={r.image} alt="" width={96} height={60} className={ui.thumb} /> },
          { key: 'title', header: t('title'), cell: (r) => r.title },
          { key: 'titleEn', header: t('titleEn'), cell: (r) => r.title_en },
          {
            key: 'pdf',
            header: t('pdf'),
            cell: (r) => (
              <a href={r.pdf} target="_blank" rel="noopener noreferrer" aria-label={`${t('view')}: ${r.title}`}>
                {t('view')}
              </a>
            ),
          },
          { key: 'created', header: t('createdAt'), cell: (r) => formatDateTime(r.created_at) },
        ]}
        rows={list.data?.reports}
        rowKey={(r) => r.id}
        empty={t('empty')}
        loading={list.isLoading}
        error={list.error}
        onRetry={() => list.refetch()}
      />
      {list.data && <Pager page={page} totalPages={list.data.totalPages} total={list.data.total} onPage={setPage} />}
      <ConfirmDialog message={toDelete ? t('confirmDelete', { title: toDelete.title }) : null} onConfirm={remove} onCancel={() => setToDelete(null)} />
    </>
  );
}
