'use client';

import { useRef, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { adminFetch, useAdminQuery, useRefetchAdmin } from '@/components/admin/api';
import { EmptyState } from '@/components/admin/EmptyState';
import { FormField } from '@/components/admin/FormField';
import { PageHeader } from '@/components/admin/PageHeader';
import { Pager } from '@/components/admin/Pager';
import { Spinner } from '@/components/admin/Spinner';
import { useNotice } from '@/components/admin/TimedMessage';
import ui from '@/components/admin/ui.module.css';
import { DEFAULT_EVENT_ID, UPLOAD_MESSAGE_MS } from '@/lib/conference/constants';
import { EventSelect } from './EventSelect';
import { RowActions } from './RowActions';
import { useDeleteConfirm } from '@/components/admin/ConfirmDialog';
import { W, dayLabel, type EventDate, type Paged } from './week-api';
import styles from './week.module.css';

const LIST = `${W}/get/gallery`;
const PAGE_SIZE = 24;

/** /admin/week/gallery: several photos at once for a chosen event date, and the photos that date already has. */
export function GalleryScreen() {
  const t = useTranslations('adminWeek.gallery');
  const common = useTranslations('adminWeek.common');
  const refetch = useRefetchAdmin();
  const notice = useNotice({ successMs: UPLOAD_MESSAGE_MS });
  const [event, setEvent] = useState(DEFAULT_EVENT_ID);
  const [dateId, setDateId] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [problem, setProblem] = useState<'files' | 'date' | null>(null);
  const [busy, setBusy] = useState(false);
  const [page, setPage] = useState(1);
  const input = useRef<HTMLInputElement>(null);
  const dates = useAdminQuery<{ dates: EventDate[] }>(`${W}/get/event-dates?event=${event}`);
  const photos = useAdminQuery<Paged<'images', { id: number; image: string }>>(dateId ? `${LIST}?event_date_id=${dateId}&page=${page}&limit=${PAGE_SIZE}` : null, {
    placeholderData: (prev) => prev,
  });

  const remove = useDeleteConfirm<{ id: number }>({
    question: () => t('confirmDelete'),
    path: (row) => `${W}/delete/gallery?id=${row.id}`,
    onDeleted: async () => {
      notice.success(common('deleted'));
      await refetch(LIST);
    },
    onError: notice.error,
  });

  async function upload(e: FormEvent) {
    e.preventDefault();
    if (!dateId) return setProblem('date');
    if (files.length === 0) return setProblem('files');
    setProblem(null);
    const form = new FormData();
    form.append('event_date_id', dateId);
    for (const file of files) form.append('images', file);
    setBusy(true);
    try {
      const result = await adminFetch<{ message: string }>(`${W}/insert/gallery`, { form });
      notice.success(result.message);
      setFiles([]);
      if (input.current) input.current.value = '';
      await refetch(LIST);
    } catch (error) {
      console.error('[conference] gallery upload failed:', error);
      notice.error(`${t('failedPrefix')}${error instanceof Error ? error.message : String(error)}`);
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <PageHeader title={t('title')} />
      <div className={styles.stack}>
        {notice.element}
        <form className={`${ui.card} ${ui.form}`} onSubmit={upload} noValidate>
          <div className={ui.row}>
            <EventSelect
              id="gallery-event"
              value={event}
              onChange={(next) => {
                setEvent(next);
                setDateId('');
                setPage(1);
              }}
            />
            <FormField id="gallery-date" label={t('date')} error={problem === 'date' ? t('dateRequired') : null} required>
              <select
                id="gallery-date"
                className={ui.select}
                value={dateId}
                aria-invalid={problem === 'date' || undefined}
                onChange={(e) => {
                  setDateId(e.target.value);
                  setPage(1);
                }}
              >
                <option value="">{t('chooseDate')}</option>
                {dates.data?.dates.map((d) => (
                  <option key={d.id} value={d.id}>
                    {dayLabel(d)}
                  </option>
                ))}
              </select>
            </FormField>
          </div>
          <FormField id="gallery-files" label={t('images')} error={problem === 'files' ? t('imagesRequired') : null} hint={t('imagesHint')} required>
            <input
              ref={input}
              id="gallery-files"
              type="file"
              multiple
              accept="image/jpeg,image/png,.jpg,.jpeg,.png"
              aria-invalid={problem === 'files' || undefined}
              onChange={(e) => setFiles(Array.from(e.target.files ?? []))}
            />
          </FormField>
          {files.length > 0 && <p className={styles.note}>{t('chosen', { count: files.length })}</p>}
          <div className={ui.actions}>
            <button type="submit" className={ui.primary} disabled={busy}>
              {busy ? <Spinner label={t('uploading')} /> : t('upload')}
            </button>
          </div>
        </form>
        {!dateId ? (
          <p className={styles.note}>{t('pickDateToSee')}</p>
        ) : photos.error ? (
          <p role="alert" className={ui.error}>
            {photos.error.message}
          </p>
        ) : !photos.data ? (
          <Spinner />
        ) : photos.data.images.length === 0 ? (
          <EmptyState>{common('empty')}</EmptyState>
        ) : (
          <>
            <ul className={styles.photos} aria-busy={photos.isFetching || undefined}>
              {photos.data.images.map((p) => (
                <li key={p.id}>
                  {/* eslint-disable-next-line @next/next/no-img-element */}
                  <img src={p.image} alt="" width={150} height={100} loading="lazy" />
                  <RowActions onDelete={() => remove.ask(p)} />
                </li>
              ))}
            </ul>
            <Pager page={page} totalPages={photos.data.totalPages} total={photos.data.total} onPage={setPage} />
          </>
        )}
      </div>
      {remove.dialog}
    </>
  );
}
