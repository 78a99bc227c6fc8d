'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { AdminApiError, useRefetchAdmin } from '@/components/admin/api';
import { useDeleteConfirm } from '@/components/admin/ConfirmDialog';
import { EmptyState } from '@/components/admin/EmptyState';
import { Spinner } from '@/components/admin/Spinner';
import ui from '@/components/admin/ui.module.css';
import { hhmm } from '@/lib/meetings/slot';
import type { useNotice } from '@/components/admin/TimedMessage';
import { apiPath } from '@/components/admin/resource/define';
import { meetingDayResource, TIMES_AND_ROOMS_URL as TIMES_AND_ROOMS, type MeetingTime } from './resource';
import styles from './meeting-info.module.css';

/** The date part of meeting_date (an ISO date or date-time). */
const dayOf = (date: string) => date.split('T')[0]!;

/** onAddDay is absent for a read-only account, which then sees no add or delete controls. */
type Props = { times: MeetingTime[] | undefined; loading: boolean; notice: ReturnType<typeof useNotice>; onAddDay?: () => void };

/** Mode A, times: grouped by date, with a delete mode that puts a trash button beside each time. */
export function TimesPanel({ times = [], loading, notice, onAddDay }: Props) {
  const t = useTranslations('adminYellow.meetings.info');
  const refetch = useRefetchAdmin();
  const [deleteMode, setDeleteMode] = useState(false);
  const remove = useDeleteConfirm<MeetingTime>({
    path: (slot) => apiPath(meetingDayResource, `/delete/meeting-time?id=${slot.id}`),
    question: (slot) => t('deleteTimeConfirm', { date: dayOf(slot.meeting_date), time: hhmm(slot.meeting_time) }),
    onDeleted: () => {
      notice.success(t('deleted'));
      void refetch(TIMES_AND_ROOMS);
    },
    // A slot a meeting uses says so; anything else gets the spec's general message.
    onError: (e) => notice.error(e instanceof AdminApiError && e.status === 409 ? e.message : t('deleteFailed')),
  });
  const days = new Map<string, MeetingTime[]>();
  for (const time of times) days.set(dayOf(time.meeting_date), [...(days.get(dayOf(time.meeting_date)) ?? []), time]);

  return (
    <section className={ui.card} aria-labelledby="times-heading">
      <div className={styles.sectionHead}>
        <h2 id="times-heading">{t('timesHeading')}</h2>
        {onAddDay && (
          <div className={ui.actions}>
            <button type="button" className={ui.primary} onClick={onAddDay}>
              {t('addDay')}
            </button>
            <button type="button" className={deleteMode ? ui.button : ui.danger} onClick={() => setDeleteMode((v) => !v)} aria-pressed={deleteMode}>
              {deleteMode ? t('stopDelete') : t('deleteMode')}
            </button>
          </div>
        )}
      </div>
      {loading ? (
        <Spinner />
      ) : !times.length ? (
        <EmptyState>{t('noTimes')}</EmptyState>
      ) : (
        [...days].map(([date, slots]) => (
          <div key={date} className={styles.day}>
            <h3 className={styles.dayHeading}>{date}</h3>
            <ul className={styles.slots}>
              {slots.map((slot) => (
                <li key={slot.id} className={`${styles.slot} ${slot.in_use ? styles.slotInUse : ''}`}>
                  <span>{hhmm(slot.meeting_time)}</span>
                  {slot.in_use ? <span className="visually-hidden">{t('inUse')}</span> : null}
                  {deleteMode && onAddDay ? (
                    <button
                      type="button"
                      className={styles.trash}
                      onClick={() => remove.ask(slot)}
                      aria-label={t('deleteTime', { date, time: hhmm(slot.meeting_time) })}
                      title={slot.in_use ? t('inUse') : undefined}
                    >
                      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
                        <path fill="currentColor" d="M9 3h6l1 2h4v2H4V5h4l1-2zm-3 6h12l-1 12H7L6 9zm4 2v8h2v-8h-2zm4 0v8h2v-8h-2z" />
                      </svg>
                    </button>
                  ) : null}
                </li>
              ))}
            </ul>
          </div>
        ))
      )}
      {remove.dialog}
    </section>
  );
}
