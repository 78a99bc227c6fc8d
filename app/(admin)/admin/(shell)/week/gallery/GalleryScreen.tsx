'use client';

import { useRef, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { adminFetch, useRefetchAdmin } from '@/components/admin/api';
import { FormField } from '@/components/admin/FormField';
import { PageHeader } from '@/components/admin/PageHeader';
import { apiPath } from '@/components/admin/resource/define';
import { ResourceList } from '@/components/admin/resource/ResourceList';
import { Spinner } from '@/components/admin/Spinner';
import { useCan } from '@/components/admin/role';
import { useNotice } from '@/components/admin/TimedMessage';
import ui from '@/components/admin/ui.module.css';
import { EventSelect } from '@/components/admin/week/EventSelect';
import { PickSelect } from '@/components/admin/week/PickSelect';
import { WEEK_API } from '@/components/admin/week/sources';
import { useEventDays } from '@/components/admin/week/useEventDays';
import { DEFAULT_EVENT_ID, UPLOAD_MESSAGE_MS } from '@/lib/conference/constants';
import { galleryInsertSchema } from '@/lib/conference/validators';
import { galleryResource } from './resource';

type Problem = { field: 'event_date_id' | 'images'; message: string } | null;

/** /admin/week/gallery: several photos at once for a chosen event day (not for read-only accounts), and the photos that day already has. */
export function GalleryScreen() {
  const t = useTranslations('adminWeek.gallery');
  const words = useTranslations('admin.ui');
  const canUpload = useCan('write');
  const refetch = useRefetchAdmin();
  const notice = useNotice({ successMs: UPLOAD_MESSAGE_MS });
  const [event, setEvent] = useState(DEFAULT_EVENT_ID);
  const [dateId, setDateId] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [problem, setProblem] = useState<Problem>(null);
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const days = useEventDays(event) ?? [];
  const errorOf = (field: NonNullable<Problem>['field']) => (problem?.field === field ? problem.message : null);

  async function upload(e: FormEvent) {
    e.preventDefault();
    // The API's own rule and messages: a day, and at least one photo (at most 50).
    const checked = galleryInsertSchema.safeParse({ event_date_id: dateId, images: files });
    if (!checked.success) {
      const issue = checked.error.issues[0];
      return setProblem({ field: issue.path[0] === 'images' ? 'images' : 'event_date_id', message: issue.message });
    }
    setProblem(null);
    const form = new FormData();
    form.append('event_date_id', dateId);
    for (const file of files) form.append('images', file);
    setBusy(true);
    try {
      const result = await adminFetch<{ message: string }>(`${WEEK_API}/insert/gallery`, { form });
      notice.success(result.message);
      setFiles([]);
      if (input.current) input.current.value = '';
      await refetch(apiPath(galleryResource, galleryResource.api.list));
    } catch (error) {
      // Spec §8: the failure is logged and shown as 'Алдаа гарлаа: {error}'.
      console.error('[conference] gallery upload failed:', error);
      notice.error(`${t('failedPrefix')}${error instanceof Error ? error.message : String(error)}`);
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <PageHeader title={t('title')} />
      {notice.element}
      {!canUpload && <p role="status">{words('readOnly')}</p>}
      <form className={`${ui.card} ${ui.form}`} onSubmit={upload} noValidate aria-label={t('upload')}>
        <div className={ui.row}>
          <EventSelect
            id="gallery-event"
            value={event}
            onChange={(next) => {
              setEvent(next);
              setDateId('');
            }}
          />
          <PickSelect
            id="gallery-date"
            label={t('date')}
            value={dateId}
            onChange={setDateId}
            first={{ value: '', text: t('chooseDate') }}
            options={days}
            required
            error={errorOf('event_date_id')}
          />
        </div>
        {canUpload && (
          <>
            <FormField id="gallery-files" label={t('images')} error={errorOf('images')} hint={t('imagesHint')} required>
              <input
                ref={input}
                id="gallery-files"
                type="file"
                multiple
                accept="image/jpeg,image/png,.jpg,.jpeg,.png"
                aria-invalid={errorOf('images') ? true : undefined}
                aria-describedby={errorOf('images') ? 'gallery-files-error gallery-files-hint' : 'gallery-files-hint'}
                onChange={(e) => setFiles(Array.from(e.target.files ?? []))}
              />
            </FormField>
            {files.length > 0 && <p>{t('chosen', { count: files.length })}</p>}
            <div className={ui.actions}>
              <button type="submit" className={ui.primary} disabled={busy}>
                {busy ? <Spinner label={t('uploading')} /> : t('upload')}
              </button>
            </div>
          </>
        )}
      </form>
      {dateId ? (
        <>
          <h2 className={ui.title}>{t('photos')}</h2>
          <ResourceList key={dateId} resource={galleryResource} notice={notice} params={{ event_date_id: dateId }} />
        </>
      ) : (
        <p>{t('pickDateToSee')}</p>
      )}
    </>
  );
}
