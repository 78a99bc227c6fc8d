'use client';

import { useCallback, useState } from 'react';
import { useTranslations } from 'next-intl';
import { adminFetch, useAdminQuery, useRefetchAdmin } from '@/components/admin/api';
import { ConfirmDialog } from '@/components/admin/ConfirmDialog';
import { DataTable } from '@/components/admin/DataTable';
import { PageHeader } from '@/components/admin/PageHeader';
import { Pager, PageSizeSelect } from '@/components/admin/Pager';
import { TimedMessage } from '@/components/admin/TimedMessage';
import ui from '@/components/admin/ui.module.css';
import { MiningForm } from './MiningForm';
import type { MiningItem } from './types';
import styles from './mining.module.css';

const PAGE_SIZES = [10, 25, 50] as const;
type Answer = { mining: MiningItem[]; total: number; totalPages: number };
type Note = { kind: 'success' | 'error'; text: string } | null;

/** /admin/sustainable-mining: language filter, paged table with posters and PDF link, add/edit form. Messages last 3 s. */
export function MiningScreen() {
  const t = useTranslations('admin.content2.mining');
  const tUi = useTranslations('admin.ui');
  const [language, setLanguage] = useState<'mn' | 'en'>('mn');
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState<number>(PAGE_SIZES[0]);
  const list = useAdminQuery<Answer>(`/get/sustainable-mining?lang=${language}&page=${page}&limit=${limit}`);
  const refetch = useRefetchAdmin();
  const [editing, setEditing] = useState<{ item: MiningItem | null } | null>(null);
  const [toDelete, setToDelete] = useState<MiningItem | null>(null);
  const [note, setNote] = useState<Note>(null);
  const clearNote = useCallback(() => setNote(null), []);

  async function remove() {
    if (!toDelete) return;
    try {
      await adminFetch(`/delete/sustainable-mining?id=${toDelete.id}`, { method: 'DELETE' });
      setNote({ kind: 'success', text: t('deleted') });
      if (list.data?.mining.length === 1 && page > 1) setPage(page - 1);
      await refetch('/get/sustainable-mining');
    } catch (e) {
      setNote({ kind: 'error', text: t('deleteError', { error: e instanceof Error ? e.message : String(e) }) });
    } finally {
      setToDelete(null);
    }
  }

  const message = <TimedMessage message={note?.text ?? null} kind={note?.kind ?? 'success'} ms={3000} onDone={clearNote} />;
  if (editing) {
    return (
      <>
        {message}
        <MiningForm
          key={editing.item?.id ?? 'new'}
          item={editing.item}
          language={language}
          onSaved={async () => {
            setEditing(null);
            setNote({ kind: 'success', text: t('saved') });
            await refetch('/get/sustainable-mining');
          }}
          onFailure={(error) => setNote({ kind: 'error', text: t('saveError', { error }) })}
          onBack={() => setEditing(null)}
        />
      </>
    );
  }

  return (
    <>
      <PageHeader title={t('heading')}>
        <button type="button" className={ui.primary} onClick={() => setEditing({ item: null })}>
          {t('addTitle')}
        </button>
      </PageHeader>
      {message}
      <div className={ui.toolbar}>
        <span>
          <label htmlFor="mining-filter-language">{t('language')} </label>
          <select
            id="mining-filter-language"
            className={ui.select}
            value={language}
            onChange={(e) => {
              setLanguage(e.target.value as 'mn' | 'en');
              setPage(1);
            }}
          >
            <option value="mn">{t('languages.mn')}</option>
            <option value="en">{t('languages.en')}</option>
          </select>
        </span>
        <PageSizeSelect id="mining-size" sizes={PAGE_SIZES} value={limit} onChange={(size) => { setLimit(size); setPage(1); }} />
      </div>
      {list.error && <p role="alert" className={ui.error}>{t('loadError')}</p>}
      <DataTable
        columns={[
          { key: 'number', header: '№', cell: (_r, i) => (page - 1) * limit + i + 1 },
          {
            key: 'actions',
            header: tUi('actions'),
            cell: (r) => (
              <span className={ui.actions}>
                <button type="button" className={`${ui.button} ${ui.small}`} onClick={() => setEditing({ item: r })} aria-label={`${tUi('edit')}: ${r.title}`}>
                  {tUi('edit')}
                </button>
                <button type="button" className={`${ui.danger} ${ui.small}`} onClick={() => setToDelete(r)} aria-label={`${tUi('delete')}: ${r.title}`}>
                  {tUi('delete')}
                </button>
              </span>
            ),
          },
          {
            key: 'posters',
            header: t('posters'),
            cell: (r) => (
              <span className={styles.thumbs}>
                {r.posters.map((url, i) => (
                  <a key={url} href={url} target="_blank" rel="noopener noreferrer">
                    {/* eslint-disable-next-line @next/next/no-img-element -- small thumbnails of stored posters */}
                    <img src={url} alt={t('posterAlt', { n: i + 1 })} width={48} height={64} className={styles.thumb} />
                  </a>
                ))}
              </span>
            ),
          },
          { key: 'title', header: t('title'), cell: (r) => r.title },
          {
            key: 'pdf',
            header: t('pdf'),
            cell: (r) => (
              <a href={r.pdf} target="_blank" rel="noopener noreferrer" aria-label={`${t('view')}: ${r.title}`}>
                {t('view')}
              </a>
            ),
          },
        ]}
        rows={list.error ? [] : list.data?.mining}
        rowKey={(r) => r.id}
        empty={t('empty')}
        loading={list.isLoading}
      />
      {list.data && <Pager page={page} totalPages={list.data.totalPages} total={list.data.total} onPage={setPage} />}
      <ConfirmDialog message={toDelete ? t('confirmDelete', { title: toDelete.title }) : null} onConfirm={remove} onCancel={() => setToDelete(null)} />
    </>
  );
}
