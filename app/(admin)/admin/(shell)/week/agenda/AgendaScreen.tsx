'use client';

import Link from 'next/link';
import { useMemo, useState } from 'react';
import { useTranslations } from 'next-intl';
import type { Field } from '@/components/admin/resource/define';
import { Spinner } from '@/components/admin/Spinner';
import ui from '@/components/admin/ui.module.css';
import { EventResourceScreen } from '@/components/admin/week/EventResourceScreen';
import { PickSelect } from '@/components/admin/week/PickSelect';
import { useEventDays } from '@/components/admin/week/event-choices';
import { agendaLanguages, agendaResource } from './resource';

/** /admin/week/agenda: the agenda sheets of an event, filtered by language, with a link to the event's days. */
export function AgendaScreen({ currentEvent }: { currentEvent: number }) {
  const t = useTranslations('adminWeek');
  const [event, setEvent] = useState(currentEvent);
  const [language, setLanguage] = useState('all');
  const days = useEventDays(event);
  const resource = useMemo(() => {
    // The day choices are the event's days; without any, the field says where to add them.
    const withDays = (f: Field): Field =>
      f.name === 'event_date_id' && f.kind === 'select' ? { ...f, options: days ?? [], hint: days?.length ? undefined : 'agenda.noDates' } : f;
    return { ...agendaResource, fields: agendaResource.fields.map(withDays) };
  }, [days]);
  // The day select is drawn once its choices exist, so an edited row shows its day.
  if (!days) return <Spinner />;

  return (
    <EventResourceScreen
      id="agenda-event"
      resource={resource}
      event={event}
      onEvent={setEvent}
      add="button"
      params={{ language }}
      actions={
        <>
          <PickSelect
            id="agenda-filter-language"
            label={t('agenda.languageFilter')}
            value={language}
            onChange={setLanguage}
            first={{ value: 'all', text: t('agenda.allLanguages') }}
            options={agendaLanguages.map((l) => ({ value: l.value, text: t(l.label) }))}
          />
          <Link href="/admin/week/event-date" className={ui.button}>
            {t('agenda.eventDates')}
          </Link>
        </>
      }
    />
  );
}
