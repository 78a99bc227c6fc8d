'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { PageHeader } from '@/components/admin/PageHeader';
import { ResourceScreen } from '@/components/admin/resource/ResourceScreen';
import ui from '@/components/admin/ui.module.css';
import { EventSelect, PickSelect } from '@/components/admin/week/PickSelect';
import { useEventDays } from '@/components/admin/week/event-choices';
import { galleryResource } from './resource';

/** /admin/week/gallery: the chosen day's photos, and (not for read-only accounts) several more at once for it. */
export function GalleryScreen({ currentEvent }: { currentEvent: number }) {
  const t = useTranslations('adminWeek.gallery');
  const [event, setEvent] = useState(currentEvent);
  const [dateId, setDateId] = useState('');
  const days = useEventDays(event) ?? [];
  return (
    <>
      <PageHeader title={t('title')} />
      <div className={ui.row}>
        <EventSelect id="gallery-event" value={event} onChange={(next) => { setEvent(next); setDateId(''); }} />
        <PickSelect id="gallery-date" label={t('date')} value={dateId} onChange={setDateId} first={{ value: '', text: t('chooseDate') }} options={days} required />
      </div>
      {/* The upload goes to the chosen day; without one the API's schema answers 'Өдрийг сонгоно уу'. */}
      <ResourceScreen
        resource={galleryResource}
        add="above"
        defaults={{ event_date_id: dateId }}
        params={{ event_date_id: dateId }}
        instead={dateId ? undefined : <p>{t('pickDateToSee')}</p>}
      />
    </>
  );
}
