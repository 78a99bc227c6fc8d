'use client';

import { useMemo, useState, type CSSProperties } from 'react';
import { useTranslations } from 'next-intl';
import { useAdminQuery } from '@/components/admin/api';
import type { Option, Sheet } from '@/components/admin/resource/define';
import { useOptions } from '@/components/admin/resource/useOptions';
import { SheetUpload } from '@/components/admin/SheetUpload';
import { Spinner } from '@/components/admin/Spinner';
import { EventResourceScreen } from '@/components/admin/week/EventResourceScreen';
import { PickSelect } from '@/components/admin/week/PickSelect';
import { WEEK_API, type ListRow } from '@/components/admin/week/sources';
import { useEventDays, useEventHalls, withChoices } from '@/components/admin/week/event-choices';
import type { listAdminSessions } from '@/lib/conference/programme-admin';
import { PROGRAMME_IMPORT_COLUMNS, PROGRAMME_IMPORT_EXAMPLE } from '@/lib/conference/programme-constants';
import { gridOf } from '@/lib/conference/programme-grid';
import { sessionResource } from './resource';
import styles from './timetable-preview.module.css';

/**
 * An event's programme from a CSV or Excel file: "Check" is a dry run that says how many sessions would be added
 * and lists each refused row with its reasons; "Import" adds the accepted rows and lists the refused ones again.
 */
const programmeSheet = (event: number): Sheet => ({
  path: '/import/sessions',
  messages: 'adminWeek.sessions.import',
  nameKey: 'title_mn',
  accept: '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  template: `\uFEFF${PROGRAMME_IMPORT_COLUMNS.join(',')}\r\n${PROGRAMME_IMPORT_EXAMPLE.join(',')}\r\n`,
  templateName: 'programme-template.csv',
  fields: { event: String(event) },
  summary: 'added',
  check: 'wouldAdd',
});

/** /admin/week/sessions: the chosen event's programme under the add/edit form, with double-booking warnings, a timetable preview and the import. */
export function SessionsScreen({ currentEvent }: { currentEvent: number }) {
  const t = useTranslations('adminWeek.sessions.import');
  const [event, setEvent] = useState(currentEvent);
  const days = useEventDays(event);
  const halls = useEventHalls(event);
  const speakers = useOptions([], { path: `${WEEK_API}/get/presenter?event=${event}&page=1&limit=100`, rows: 'presenter', value: 'id', label: 'name_mn' });
  const resource = useMemo(() => withChoices(sessionResource, { event_date_id: days ?? [], hall_id: halls, presenter_id: speakers }), [days, halls, speakers]);
  // The form's selects are drawn once their choices exist.
  if (!days) return <Spinner />;
  return (
    <>
      <EventResourceScreen id="sessions-event" resource={resource} event={event} onEvent={setEvent} add="button" />
      <TimetablePreview key={event} event={event} days={days} halls={halls} />
      <details>
        <summary>{t('title')}</summary>
        <p>{t('help', { columns: PROGRAMME_IMPORT_COLUMNS.join(', ') })}</p>
        <SheetUpload resource={sessionResource} sheet={programmeSheet(event)} />
      </details>
    </>
  );
}

/**
 * The chosen event's programme for one day as the public grid lays it out (halls × quarter hours), for staff to
 * see gaps and clashes before publishing: a double-booked session is outlined and says why. It reads the same
 * list as the sessions grid, so a save refreshes both.
 */
function TimetablePreview({ event, days, halls }: { event: number; days: Option[]; halls: Option[] }) {
  const t = useTranslations('adminWeek.sessions.preview');
  const [day, setDay] = useState('');
  const dayId = day || days[0]?.value || '';
  const list = useAdminQuery<{ sessions: ListRow<typeof listAdminSessions>[] }>(`${WEEK_API}/get/sessions?event=${event}`);
  const sessions = (list.data?.sessions ?? []).filter((s) => String(s.event_date_id) === dayId);
  const shown = halls.filter((h) => sessions.some((s) => String(s.hall_id) === h.value));
  const placed = sessions.map((s) => ({ ...s, from: s.starts_at, to: s.ends_at, hall: { id: s.hall_id } }));
  const { placements, hours } = gridOf(placed, shown.map((h) => Number(h.value)));
  const clashes = sessions.filter((s) => s.conflicts).length;

  return (
    <details className={styles.preview}>
      <summary>{t('title')}</summary>
      <PickSelect id="preview-day" label={t('day')} value={dayId} onChange={setDay} options={days} />
      {sessions.length === 0 ? (
        <p>{t('empty')}</p>
      ) : (
        <>
          <p role="status">{clashes ? t('clashes', { count: clashes }) : t('noClashes')}</p>
          <div className={styles.grid} style={{ '--halls': shown.length } as CSSProperties}>
            {shown.map((h, i) => (
              <span key={h.value} className={styles.hall} style={{ gridColumn: i + 2 }}>
                {h.text}
              </span>
            ))}
            {hours.map((h) => (
              <span key={h.label} className={styles.hour} style={{ gridRow: h.row }}>
                {h.label}
              </span>
            ))}
            {placed.map((s) => {
              const p = placements.get(s.id)!;
              // A session overlapping an earlier one in its hall is shifted so both stay readable.
              const lane = placed.filter((o) => o.id < s.id && o.hall_id === s.hall_id && o.starts_at < s.ends_at && s.starts_at < o.ends_at).length;
              return (
                <div
                  key={s.id}
                  className={styles.session}
                  data-conflict={s.conflicts ? true : undefined}
                  style={{ gridColumn: p.column, gridRow: `${p.rowStart} / ${p.rowEnd}`, marginInlineStart: `${lane * 1.5}rem` }}
                >
                  <strong>
                    {s.starts_at}–{s.ends_at}
                  </strong>{' '}
                  {s.title_mn}
                  {s.speaker_names && <small>{s.speaker_names}</small>}
                  {s.conflicts && <small className={styles.conflict}>⚠ {s.conflicts}</small>}
                </div>
              );
            })}
          </div>
        </>
      )}
    </details>
  );
}
