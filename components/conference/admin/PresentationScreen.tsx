'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { useAdminQuery } from '@/components/admin/api';
import { FormField, fieldProps } from '@/components/admin/FormField';
import { PageHeader } from '@/components/admin/PageHeader';
import ui from '@/components/admin/ui.module.css';
import { DEFAULT_EVENT_ID } from '@/lib/conference/constants';
import { hallSchema, presentationSchema } from '@/lib/conference/validators';
import { CrudEditor } from './CrudEditor';
import { EventSelect } from './EventSelect';
import { W, dayLabel, type EventDate, type Hall } from './week-api';
import styles from './week.module.css';

type Presentation = { id: number; present_name: string; present_url: string };

/** /admin/week/presentation: the event's halls, and the presentations of each hall and day. */
export function PresentationScreen() {
  const t = useTranslations('adminWeek.presentation');
  const [event, setEvent] = useState(DEFAULT_EVENT_ID);
  const [dayId, setDayId] = useState('');
  const [hallId, setHallId] = useState('');
  const hallPath = `${W}/get/hall?event=${event}`;
  const halls = useAdminQuery<{ hall: Hall[] }>(hallPath);
  const dates = useAdminQuery<{ dates: EventDate[] }>(`${W}/get/event-dates?event=${event}`);

  return (
    <>
      <PageHeader title={t('title')} />
      <div className={styles.stack}>
        <EventSelect
          id="presentation-event"
          value={event}
          onChange={(next) => {
            setEvent(next);
            setDayId('');
            setHallId('');
          }}
        />
        <h2 className={styles.formTitle}>{t('hallsHeading')}</h2>
        <CrudEditor
          key={`halls-${event}`}
          listPath={hallPath}
          rows={(data: { hall: Hall[] }) => data.hall}
          rowKey={(r) => r.id}
          schema={hallSchema}
          empty={{ event_id: event, hall_name: '', hall_name_en: '' }}
          toForm={(r) => ({ event_id: r.event_id, hall_name: r.hall_name, hall_name_en: r.hall_name_en })}
          insertPath={`${W}/insert/hall`}
          updatePath={`${W}/update/hall`}
          identify={(r) => ({ id: r.id })}
          deletePath={(r) => `${W}/delete/hall?id=${r.id}`}
          question={(r) => t('confirmDeleteHall', { name: r.hall_name })}
          formTitle={(editing) => (editing ? t('editHall') : t('addHall'))}
          listCaption={t('hallsHeading')}
          fields={({ register, formState: { errors } }) => (
            <div className={ui.row}>
              <FormField id="hall-name" label={t('hallName')} error={errors.hall_name?.message} required>
                <input {...fieldProps('hall-name', errors.hall_name?.message)} {...register('hall_name')} className={ui.input} />
              </FormField>
              <FormField id="hall-name-en" label={t('hallNameEn')} error={errors.hall_name_en?.message} required>
                <input {...fieldProps('hall-name-en', errors.hall_name_en?.message)} {...register('hall_name_en')} className={ui.input} />
              </FormField>
            </div>
          )}
          columns={[
            { key: 'name', header: t('hallName'), cell: (r) => r.hall_name },
            { key: 'name_en', header: t('hallNameEn'), cell: (r) => r.hall_name_en },
          ]}
        />

        <h2 className={styles.formTitle}>{t('presentationsHeading')}</h2>
        <div className={ui.toolbar}>
          <FormField id="presentation-day" label={t('day')}>
            <select id="presentation-day" className={ui.select} value={dayId} onChange={(e) => setDayId(e.target.value)}>
              <option value="">{t('chooseDay')}</option>
              {dates.data?.dates.map((d) => (
                <option key={d.id} value={d.id}>
                  {dayLabel(d)}
                </option>
              ))}
            </select>
          </FormField>
          <FormField id="presentation-hall" label={t('hall')}>
            <select id="presentation-hall" className={ui.select} value={hallId} onChange={(e) => setHallId(e.target.value)}>
              <option value="">{t('chooseHall')}</option>
              {halls.data?.hall.map((h) => (
                <option key={h.id} value={h.id}>
                  {h.hall_name}
                </option>
              ))}
            </select>
          </FormField>
        </div>
        {!dayId || !hallId ? (
          <p className={styles.note}>{t('pickDayAndHall')}</p>
        ) : (
          <CrudEditor
            key={`presentations-${dayId}-${hallId}`}
            listPath={`${W}/get/presentation?hall=${hallId}&agenda=${dayId}`}
            rows={(data: { presentations: Presentation[] }) => data.presentations}
            rowKey={(r) => r.id}
            schema={presentationSchema}
            empty={{ hall_id: hallId, event_date_id: dayId, present_name: '', present_url: '' }}
            toForm={(r) => ({ hall_id: hallId, event_date_id: dayId, present_name: r.present_name, present_url: r.present_url })}
            insertPath={`${W}/insert/presentation`}
            updatePath={`${W}/update/presentation`}
            identify={(r) => ({ id: r.id })}
            deletePath={(r) => `${W}/delete/presentation?id=${r.id}`}
            question={(r) => t('confirmDeletePresentation', { name: r.present_name })}
            formTitle={(editing) => (editing ? t('editPresentation') : t('addPresentation'))}
            listCaption={t('presentationsHeading')}
            fields={({ register, formState: { errors } }) => (
              <div className={ui.row}>
                <FormField id="present-name" label={t('presentName')} error={errors.present_name?.message} required>
                  <input {...fieldProps('present-name', errors.present_name?.message)} {...register('present_name')} className={ui.input} />
                </FormField>
                <FormField id="present-url" label={t('presentUrl')} error={errors.present_url?.message} hint={t('presentUrlHint')}>
                  <input type="url" {...fieldProps('present-url', errors.present_url?.message, t('presentUrlHint'))} {...register('present_url')} className={ui.input} />
                </FormField>
              </div>
            )}
            columns={[
              { key: 'name', header: t('presentName'), cell: (r) => r.present_name },
              {
                key: 'url',
                header: t('presentUrl'),
                cell: (r) =>
                  r.present_url ? (
                    <a href={r.present_url} target="_blank" rel="noopener noreferrer">
                      {r.present_url}
                    </a>
                  ) : (
                    '—'
                  ),
              },
            ]}
          />
        )}
      </div>
    </>
  );
}
