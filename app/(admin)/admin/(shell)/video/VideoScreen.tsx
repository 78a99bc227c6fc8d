'use client';

import { useCallback, useRef, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { adminFetch, useAdminQuery, useRefetchAdmin } from '@/components/admin/api';
import { ConfirmDialog } from '@/components/admin/ConfirmDialog';
import { DataTable } from '@/components/admin/DataTable';
import { FormField, fieldProps } from '@/components/admin/FormField';
import { PageHeader } from '@/components/admin/PageHeader';
import { Pager, PageSizeSelect } from '@/components/admin/Pager';
import { TimedMessage } from '@/components/admin/TimedMessage';
import ui from '@/components/admin/ui.module.css';
import { VIDEO_MAX_BYTES, VIDEO_MESSAGES } from '@/lib/files/form-messages';
import { FileField } from '@/components/admin/resource/fields/FileField';
import { RenameForm } from '../document/RenameForm';
import { uploadWithProgress } from '@/components/admin/upload';
import styles from './video.module.css';

type VideoRow = { id: number; title: string; video: string };
type VideoPage = { video: VideoRow[]; total: number; totalPages: number };
type Note = { kind: 'success' | 'error'; text: string } | null;

const PAGE_SIZES = [10, 20, 30] as const;

function checkVideo(file: File) {
  if (file.type !== 'video/mp4' && !(!file.type && /\.mp4$/i.test(file.name))) return VIDEO_MESSAGES.mp4Only;
  if (file.size > VIDEO_MAX_BYTES) return VIDEO_MESSAGES.tooLarge;
  return null;
}

/** /admin/video: add form with a real upload progress bar, the paged list with rename and delete, and a rename mode. */
export function VideoScreen() {
  const t = useTranslations('admin.content2.video');
  const tUi = useTranslations('admin.ui');
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState<number>(PAGE_SIZES[0]);
  const listPath = `/get/mining-video?page=${page}&limit=${limit}`;
  const videos = useAdminQuery<VideoPage>(listPath);
  const refetch = useRefetchAdmin();
  const [title, setTitle] = useState('');
  const [video, setVideo] = useState<File | null>(null);
  const [errors, setErrors] = useState<{ title?: string; video?: string; form?: string }>({});
  const [progress, setProgress] = useState<number | null>(null);
  const upload = useRef<AbortController | null>(null);
  const [renaming, setRenaming] = useState<VideoRow | null>(null);
  const [toDelete, setToDelete] = useState<VideoRow | null>(null);
  const [note, setNote] = useState<Note>(null);
  const clearNote = useCallback(() => setNote(null), []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const next = { title: title.trim() ? undefined : VIDEO_MESSAGES.title, video: video ? undefined : VIDEO_MESSAGES.file };
    setErrors(next);
    if (next.title || next.video) return;
    // The title goes first so the server has it before the file's bytes arrive.
    const form = new FormData();
    form.append('title', title.trim());
    form.append('video', video!);
    upload.current = new AbortController();
    setProgress(0);
    try {
      await uploadWithProgress('/insert/mining-video', form, setProgress, upload.current.signal);
      setTitle('');
      setVideo(null);
      setNote({ kind: 'success', text: t('added') });
      setPage(1);
      await refetch('/get/mining-video');
    } catch (e) {
      setErrors({ form: e instanceof Error ? e.message : String(e) });
    } finally {
      setProgress(null);
      upload.current = null;
    }
  }

  async function remove() {
    if (!toDelete) return;
    try {
      await adminFetch(`/delete/mining-video?id=${toDelete.id}`, { method: 'DELETE' });
      setNote({ kind: 'success', text: t('deleted') });
      if (videos.data?.video.length === 1 && page > 1) setPage(page - 1);
      await refetch('/get/mining-video');
    } catch (e) {
      setNote({ kind: 'error', text: e instanceof Error ? e.message : String(e) });
    } finally {
      setToDelete(null);
    }
  }

  if (renaming) {
    return (
      <RenameForm
        heading={t('renameTitle')}
        label={t('title')}
        initial={renaming.title}
        requiredMessage={VIDEO_MESSAGES.title}
        save={(newTitle) => adminFetch('/update/mining-video', { json: { id: renaming.id, title: newTitle } })}
        onDone={async (saved) => {
          setRenaming(null);
          if (saved) setNote({ kind: 'success', text: t('renamed') });
          await refetch('/get/mining-video');
        }}
      />
    );
  }

  const uploading = progress !== null;
  return (
    <>
      <PageHeader title={t('heading')} />
      <TimedMessage message={note?.text ?? null} kind={note?.kind ?? 'success'} ms={3000} onDone={clearNote} />
      <form className={`${ui.card} ${ui.form}`} onSubmit={submit} noValidate aria-labelledby="video-form-title">
        <h2 id="video-form-title" className={ui.title}>
          {t('addTitle')}
        </h2>
        <div className={ui.row}>
          <FormField id="video-title" label={t('title')} error={errors.title} required>
            <input className={ui.input} {...fieldProps('video-title', errors.title)} value={title} onChange={(e) => setTitle(e.target.value)} maxLength={500} disabled={uploading} />
          </FormField>
          <FileField
            id="video-file"
            label={t('video')}
            accept="video/mp4,.mp4"
            check={checkVideo}
            file={video}
            onChange={setVideo}
            onRefused={(message) => setErrors((e) => ({ ...e, video: message }))}
            error={errors.video}
            hint={t('videoHint')}
            required
          />
        </div>
        {uploading && (
          <div className={styles.progress}>
            <label htmlFor="video-progress">{t('uploading', { percent: Math.round(progress * 100) })}</label>
            <progress id="video-progress" max={1} value={progress} />
            <button type="button" className={`${ui.button} ${ui.small}`} onClick={() => upload.current?.abort()}>
              {t('cancelUpload')}
            </button>
          </div>
        )}
        {errors.form && (
          <p role="alert" className={ui.error}>
            {errors.form}
          </p>
        )}
        <div className={ui.actions}>
          <button type="submit" className={ui.primary} disabled={uploading}>
            {tUi('add')}
          </button>
        </div>
      </form>
      <div className={styles.list}>
        <div className={ui.toolbar}>
          <PageSizeSelect id="video-size" sizes={PAGE_SIZES} value={limit} onChange={(size) => { setLimit(size); setPage(1); }} />
        </div>
        <DataTable
          caption={t('listTitle')}
          columns={[
            {
              key: 'actions',
              header: tUi('actions'),
              cell: (r) => (
                <span className={ui.actions}>
                  <button type="button" className={`${ui.button} ${ui.small}`} onClick={() => setRenaming(r)} aria-label={`${t('rename')}: ${r.title}`}>
                    {t('rename')}
                  </button>
                  <button type="button" className={`${ui.danger} ${ui.small}`} onClick={() => setToDelete(r)} aria-label={`${tUi('delete')}: ${r.title}`}>
                    {tUi('delete')}
                  </button>
                </span>
              ),
            },
            { key: 'title', header: t('title'), cell: (r) => r.title },
            {
              key: 'video',
              header: t('video'),
              cell: (r) => (
                <a href={r.video} target="_blank" rel="noopener noreferrer" aria-label={`${t('watch')}: ${r.title}`}>
                  {t('watch')}
                </a>
              ),
            },
          ]}
          rows={videos.data?.video}
          rowKey={(r) => r.id}
          empty={t('empty')}
          loading={videos.isLoading}
          error={videos.error}
          onRetry={() => videos.refetch()}
        />
        {videos.data && <Pager page={page} totalPages={videos.data.totalPages} total={videos.data.total} onPage={setPage} />}
      </div>
      <ConfirmDialog message={toDelete ? t('confirmDelete', { title: toDelete.title }) : null} onConfirm={remove} onCancel={() => setToDelete(null)} />
    </>
  );
}
