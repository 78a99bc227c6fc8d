'use client';

import { useMemo, useState } from 'react';
import { useTranslations } from 'next-intl';
import { useRefetchAdmin } from '@/components/admin/api';
import { PageHeader } from '@/components/admin/PageHeader';
import { accessOf, apiPath } from '@/components/admin/resource/define';
import { ResourceForm } from '@/components/admin/resource/ResourceForm';
import { ResourceList } from '@/components/admin/resource/ResourceList';
import { useCan } from '@/components/admin/role';
import { useNotice } from '@/components/admin/TimedMessage';
import ui from '@/components/admin/ui.module.css';
import { EventSelect } from '@/components/admin/week/EventSelect';
import { PickSelect } from '@/components/admin/week/PickSelect';
import { useEventDays } from '@/components/admin/week/useEventDays';
import { galleryResource } from './resource';

/** /admin/week/gallery: the chosen day's photos, and (not for read-only accounts) several more at once for it. */
export function GalleryScreen({ currentEvent }: { currentEvent: number }) {
  const t = useTranslations('adminWeek.gallery');
  const words = useTranslations('admin.ui');
  const canUpload = useCan(accessOf(galleryResource, 'create'));
  const refetch = useRefetchAdmin();
  const notice = useNotice({ successMs: galleryResource.notices?.successMs });
  const [event, setEvent] = useState(currentEvent);
  const [dateId, setDateId] = useState('');
  const days = useEventDays(event) ?? [];
  // The upload goes to the chosen day; without one the API's schema answers 'Өдрийг сонгоно уу'.
  const resource = useMemo(() => ({ ...galleryResource, defaults: { event_date_id: dateId } }), [dateId]);
  return (
    <>
      <PageHeader title={t('title')} />
      {notice.element}
      <div className={ui.row}>
        <EventSelect id="gallery-event" value={event} onChange={(next) => { setEvent(next); setDateId(''); }} />
        <PickSelect id="gallery-date" label={t('date')} value={dateId} onChange={setDateId} first={{ value: '', text: t('chooseDate') }} options={days} required />
      </div>
      {canUpload ? (
        <ResourceForm key={dateId} resource={resource} row={null} notice={notice} onSaved={() => refetch(apiPath(resource, resource.api.list))} />
      ) : (
        <p role="status">{words('readOnly')}</p>
      )}
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
