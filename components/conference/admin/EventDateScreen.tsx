'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { FormField, fieldProps } from '@/components/admin/FormField';
import { PageHeader } from '@/components/admin/PageHeader';
import ui from '@/components/admin/ui.module.css';
import { DEFAULT_EVENT_ID } from '@/lib/conference/constants';
import { eventDateSchema } from '@/lib/conference/validators';
import { CrudEditor } from './CrudEditor';
import { EventSelect } from './EventSelect';
import { W, type EventDate } from './week-api';
import styles from './week.module.css';

/** /admin/week/event-date: the days of an event, on which the agenda, gallery and presentations hang. */
export function EventDateScreen() {
  const t = useTranslations('adminWeek.eventDate');
  const [event, setEvent] = useState(DEFAULT_EVENT_ID);
  return (
    <>
      <PageHeader title={t('title')} />
      <div className={styles.stack}>
        <p className={styles.note}>{t('intro')}</p>
        <EventSelect id="event-date-event" value={event} onChange={setEvent} />
        <CrudEditor
          key={event}
          listPath={`${W}/get/event-dates?event=${event}`}
          rows={(data: { dates: EventDate[] }) => data.dates}
          rowKey={(r) => r.id}
          schema={eventDateSchema}
          empty={{ event_id: event, day: '', event_date: '' }}
          toForm={(r) => ({ event_id: r.event_id, day: r.day, event_date: r.event_date })}
          insertPath={`${W}/insert/event-date`}
          updatePath={`${W}/update/event-date`}
          identify={(r) => ({ id: r.id })}
          deletePath={(r) => `${W}/delete/event-date?id=${r.id}`}
          question={(r) => t('confirmDelete', { date: r.event_date })}
          formTitle={(editing) => (editing ? t('editTitle') : t('addTitle'))}
          listCaption={t('listCaption')}
          fields={({ register, formState: { errors } }) => (
            <div className={ui.row}>
              <FormField id="event-date-day" label={t('day')} error={errors.day?.message} required>
                <input type="number" min={1} {...fieldProps('event-date-day', errors.day?.message)} {...register('day')} className={ui.input} />
              </FormField>
              <FormField id="event-date-date" label={t('date')} error={errors.event_date?.message} required>
                <input type="date" {...fieldProps('event-date-date', errors.event_date?.message)} {...register('event_date')} className={ui.input} />
              </FormField>
            </div>
          )}
          columns={[
            { key: 'day', header: t('day'), cell: (r) => r.day },
            { key: 'date', header: t('date'), cell: (r) => r.event_date },
            { key: 'event', header: t('event'), cell: (r) => r.event },
          ]}
        />
      </div>
    </>
  );
}
