'use client';

import { useLocale, useTranslations } from 'next-intl';
import { hhmm, slotStartUtc } from '@/lib/meetings/slot';
import { nameIn, type Meeting } from '../types';
import shared from '../meetings.module.css';
import styles from './schedule.module.css';
import table from '@/components/ui/table.module.css';
import { TableHead } from '@/components/ui/TableHead';

const COLUMNS = ['number', 'action', 'meetingNumber', 'status', 'dateTime', 'sender', 'receiver', 'description', 'room'] as const;

type Props = {
  meetings: Meeting[];
  meId: number;
  busyId: number | null;
  onDetails: (m: Meeting) => void;
  onAccept: (m: Meeting) => void;
  onCancel: (m: Meeting) => void;
};

/**
 * The spec's columns; a pending meeting offers accept (receiver only) and cancel (either party), an accepted one
 * cancel until it starts (either party), others only details.
 */
export function MeetingsTable({ meetings, meId, busyId, onDetails, onAccept, onCancel }: Props) {
  const t = useTranslations('meetings');
  const locale = useLocale();
  const person = (id: number, mn: string, en: string) => `${nameIn(locale, mn, en)}${id === meId ? ` ${t('schedule.you')}` : ''}`;

  return (
    <div className={`${table.wrap} ${styles.tableWrap}`} role="region" aria-label={t('schedule.tableLabel')} tabIndex={0}>
      <table className={`${table.table} ${styles.table}`}>
        <TableHead headings={COLUMNS.map((c) => t(`schedule.col.${c}`))} />
        <tbody>
          {meetings.map((m, i) => {
            const pending = m.meeting_status === 'pending';
            const cancellable = pending || (m.meeting_status === 'accepted' && slotStartUtc(m.meeting_date, m.meeting_time) > new Date());
            const busy = busyId === m.id;
            return (
              <tr key={m.id}>
                <td data-label={t('schedule.col.number')}>{i + 1}</td>
                <td data-label={t('schedule.col.action')}>
                  <div className={styles.rowActions}>
                    <button type="button" className={`${shared.secondary} ${shared.small}`} onClick={() => onDetails(m)}>
                      {t('schedule.details')}
                    </button>
                    {pending && m.receiver_id === meId ? (
                      <button type="button" className={`${shared.primary} ${shared.small}`} onClick={() => onAccept(m)} disabled={busy}>
                        {t('schedule.accept')}
                      </button>
                    ) : null}
                    {cancellable ? (
                      <button type="button" className={`${shared.danger} ${shared.small}`} onClick={() => onCancel(m)} disabled={busy}>
                        {t('schedule.cancel')}
                      </button>
                    ) : null}
                  </div>
                </td>
                <td data-label={t('schedule.col.meetingNumber')} className={styles.nowrap}>{m.meeting_number}</td>
                <td data-label={t('schedule.col.status')}>
                  <span className={`${styles.status} ${styles[m.meeting_status]}`}>{t(`status.${m.meeting_status}`)}</span>
                </td>
                <td data-label={t('schedule.col.dateTime')} className={styles.nowrap}>
                  {m.meeting_date} {hhmm(m.meeting_time)}
                </td>
                <td data-label={t('schedule.col.sender')}>{person(m.sender_id, m.sender_name, m.sender_name_en)}</td>
                <td data-label={t('schedule.col.receiver')}>{person(m.receiver_id, m.receiver_name, m.receiver_name_en)}</td>
                <td data-label={t('schedule.col.description')} className={styles.description}>{m.meeting_description}</td>
                <td data-label={t('schedule.col.room')}>
                  {m.room_number} · {t('schedule.capacityShort', { capacity: m.capacity })}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
