'use client';

import Image from 'next/image';
import { useLocale, useTranslations } from 'next-intl';
import { hhmm } from '@/lib/meetings/slot';
import { Modal } from '@/components/ui/Modal';
import { nameIn, type Meeting } from '../types';
import styles from './schedule.module.css';

/** The detail modal: number, status, people, room, capacity, date, time, purpose and the room's picture. */
export function MeetingDetail({ meeting, onClose }: { meeting: Meeting | null; onClose: () => void }) {
  const t = useTranslations('meetings');
  const locale = useLocale();
  const m = meeting;
  return (
    <Modal open={m !== null} title={t('detail.heading')} onClose={onClose} closeLabel={t('schedule.close')}>
      {m ? (
        <div className={styles.detail}>
          {m.room_pic ? (
            <Image
              src={m.room_pic}
              alt={t('detail.roomImage', { room: m.room_number })}
              width={640}
              height={400}
              sizes="(max-width: 600px) 100vw, 520px"
              className={styles.roomImage}
            />
          ) : (
            <p className={styles.noImage}>{t('detail.noImage')}</p>
          )}
          <dl className={styles.facts}>
            <dt>{t('detail.number')}</dt>
            <dd>{m.meeting_number}</dd>
            <dt>{t('detail.status')}</dt>
            <dd>{t(`status.${m.meeting_status}`)}</dd>
            <dt>{t('detail.sender')}</dt>
            <dd>{nameIn(locale, m.sender_name, m.sender_name_en)}</dd>
            <dt>{t('detail.receiver')}</dt>
            <dd>{nameIn(locale, m.receiver_name, m.receiver_name_en)}</dd>
            <dt>{t('detail.room')}</dt>
            <dd>{m.room_number}</dd>
            <dt>{t('detail.capacity')}</dt>
            <dd>{m.capacity}</dd>
            <dt>{t('detail.date')}</dt>
            <dd>{m.meeting_date}</dd>
            <dt>{t('detail.time')}</dt>
            <dd>{hhmm(m.meeting_time)}</dd>
            <dt>{t('detail.purpose')}</dt>
            <dd className={styles.description}>{m.meeting_description || '—'}</dd>
          </dl>
        </div>
      ) : null}
    </Modal>
  );
}
