'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { ResourceScreen } from '@/components/admin/resource/ResourceScreen';
import ui from '@/components/admin/ui.module.css';
import { EventResourceScreen } from '@/components/admin/week/EventResourceScreen';
import { PickSelect } from '@/components/admin/week/PickSelect';
import { useEventDays, useEventHalls } from '@/components/admin/week/event-choices';
import { hallResource, presentationResource } from './resource';

/**
 * /admin/week/presentation (an empty shell in the spec): the event's halls, and the slides of each hall's sessions on
 * a day — what /mw/presentation lists. Sessions themselves are written in /admin/week/sessions (one place for them).
 */
export function PresentationScreen({ currentEvent }: { currentEvent: number }) {
  const t = useTranslations('adminWeek.presentation');
  const [event, setEvent] = useState(currentEvent);
  const [dayId, setDayId] = useState('');
  const [hallId, setHallId] = useState('');
  const days = useEventDays(event) ?? [];
  const halls = useEventHalls(event);

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
      <p>{t('sessionsNote')}</p>
      <div className={ui.toolbar}>
        <PickSelect id="presentation-day" label={t('day')} value={dayId} onChange={setDayId} first={{ value: '', text: t('chooseDay') }} options={days} />
        <PickSelect id="presentation-hall" label={t('hall')} value={hallId} onChange={setHallId} first={{ value: '', text: t('chooseHall') }} options={halls} />
      </div>
      {dayId && hallId ? (
        <ResourceScreen
          key={`${dayId}-${hallId}`}
          resource={presentationResource}
          params={{ hall: hallId, agenda: dayId }}
        />
      ) : (
        <p>{t('pickDayAndHall')}</p>
      )}
    </>
  );
}
