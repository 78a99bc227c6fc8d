'use client';

import { useTranslations } from 'next-intl';
import { AdminApiError } from '@/components/admin/api';
import { useDeleteConfirm } from '@/components/admin/ConfirmDialog';
import { apiPath } from '@/components/admin/resource/define';
import type { useNotice } from '@/components/admin/TimedMessage';
import { hhmm } from '@/lib/meetings/slot';
import { meetingDayResource, type MeetingTime } from './resource';
import styles from './meeting-info.module.css';

/** The date part of meeting_date (an ISO date or date-time). */
const dayOf = (date: string) => date.split('T')[0]!;

type Props = { times: MeetingTime[]; deleting: boolean; notice: ReturnType<typeof useNotice>; onDeleted: () => void };

/** Mode A's times grouped by date; while `deleting`, a trash button beside each time deletes it after a question. */
export function TimeSlots({ times, deleting, notice, onDeleted }: Props) {
  const t = useTranslations('adminYellow.meetings.info');
  const remove = useDeleteConfirm<MeetingTime>({
    path: (slot) => apiPath(meetingDayResource, `/delete/meeting-time?id=${slot.id}`),
    question: (slot) => t('deleteTimeConfirm', { date: dayOf(slot.meeting_date), time: hhmm(slot.meeting_time) }),
    onDeleted: () => {
      notice.success(t('deleted'));
      onDeleted();
    },
    // A slot a meeting uses says so; anything else gets the spec's general message.
    onError: (e) => notice.error(e instanceof AdminApiError && e.status === 409 ? e.message : t('deleteFailed')),
  });
  const days = new Map<string, MeetingTime[]>();
  for (const time of times) days.set(dayOf(time.meeting_date), [...(days.get(dayOf(time.meeting_date)) ?? []), time]);

  return (
    <>
      {[...days].map(([date, slots]) => (
        <div key={date} className={styles.day}>
          <h3 className={styles.dayHeading}>{date}</h3>
          <ul className={styles.slots}>
            {slots.map((slot) => (
              <li key={slot.id} className={`${styles.slot} ${slot.in_use ? styles.slotInUse : ''}`}>
                <span>{hhmm(slot.meeting_time)}</span>
                {slot.in_use && <span className="visually-hidden">{t('inUse')}</span>}
                {deleting && (
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
                )}
              </li>
            ))}
          </ul>
        </div>
      ))}
      {remove.dialog}
    </>
  );
}
