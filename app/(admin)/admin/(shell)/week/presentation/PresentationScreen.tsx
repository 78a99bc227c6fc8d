'use client';

import { useMemo, useState } from 'react';
import { useTranslations } from 'next-intl';
import { ResourceScreen } from '@/components/admin/resource/ResourceScreen';
import { useOptions } from '@/components/admin/resource/useOptions';
import ui from '@/components/admin/ui.module.css';
import { EventResourceScreen } from '@/components/admin/week/EventResourceScreen';
import { PickSelect } from '@/components/admin/week/PickSelect';
import { WEEK_API } from '@/components/admin/week/sources';
import { useEventDays } from '@/components/admin/week/useEventDays';
import { DEFAULT_EVENT_ID } from '@/lib/conference/constants';
import { hallResource, presentationResource } from './resource';

/** /admin/week/presentation: the event's halls, and the presentations of each hall and day. */
export function PresentationScreen() {
  const t = useTranslations('adminWeek.presentation');
  const [event, setEvent] = useState(DEFAULT_EVENT_ID);
  const [dayId, setDayId] = useState('');
  const [hallId, setHallId] = useState('');
  const days = useEventDays(event) ?? [];
  // The hall list's reload after a write refreshes these choices too (same path).
  const presentations = useMemo(() => ({ ...presentationResource, defaults: { hall_id: hallId, event_date_id: dayId } }), [hallId, dayId]);
  const halls = useOptions([], { path: `${WEEK_API}/get/hall?event=${event}`, rows: 'hall', value: 'id', label: 'hall_name' });

  return (
    <>
      <EventResourceScreen
        id="presentation-event"
        resource={hallResource}
        event={event}
        onEvent={(next) => {
          setEvent(next);
          setDayId('');
          setHallId('');
        }}
        add="always"
      />
      <div className={ui.toolbar}>
        <PickSelect id="presentation-day" label={t('day')} value={dayId} onChange={setDayId} first={{ value: '', text: t('chooseDay') }} options={days} />
        <PickSelect id="presentation-hall" label={t('hall')} value={hallId} onChange={setHallId} first={{ value: '', text: t('chooseHall') }} options={halls} />
      </div>
      {dayId && hallId ? (
        <ResourceScreen
          key={`${dayId}-${hallId}`}
          resource={presentations}
          add="always"
          params={{ hall: hallId, agenda: dayId }}
        />
      ) : (
        <p>{t('pickDayAndHall')}</p>
      )}
    </>
  );
}
