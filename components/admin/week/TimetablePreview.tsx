'use client';

import { useState, type CSSProperties } from 'react';
import { useTranslations } from 'next-intl';
import { useAdminQuery } from '@/components/admin/api';
import type { Option } from '@/components/admin/resource/define';
import { gridOf, type GridSession } from '@/lib/conference/programme-grid';
import { useEventHalls } from './event-choices';
import { PickSelect } from './PickSelect';
import type { listAdminSessions } from '@/lib/conference/programme-admin';
import { WEEK_API, type ListRow } from './sources';
import styles from './timetable-preview.module.css';

type AdminSession = ListRow<typeof listAdminSessions>;

/**
 * The chosen event's programme for one day as the public grid lays it out (halls × quarter hours), for staff to
 * see gaps and clashes before publishing: a double-booked session is outlined and says why. It reads the same
 * list as the sessions grid, so a save refreshes both.
 */
export function TimetablePreview({ event, days }: { event: number; days: Option[] }) {
  const t = useTranslations('adminWeek.sessions.preview');
  const [day, setDay] = useState('');
  const dayId = day || days[0]?.value || '';
  const list = useAdminQuery<{ sessions: AdminSession[] }>(`${WEEK_API}/get/sessions?event=${event}`);
  const halls = useEventHalls(event);
  const sessions = (list.data?.sessions ?? []).filter((s) => String(s.event_date_id) === dayId);
  const shown = halls.filter((h) => sessions.some((s) => String(s.hall_id) === h.value));
  const placed: (GridSession & Omit<AdminSession, 'hall'>)[] = sessions.map((s) => ({ ...s, from: s.starts_at, to: s.ends_at, hall: { id: s.hall_id } }));
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
