'use client';

import Image from 'next/image';
import { useId } from 'react';
import { useTranslations } from 'next-intl';
import { hhmm } from '@/lib/meetings/slot';
import type { AvailableDay } from '../types';
import shared from '../meetings.module.css';
import styles from './schedule.module.css';
import { Options } from '@/components/ui/Options';

export type SlotChoice = { date: string; timeId: number | null; roomId: number | null };

type Props = { days: AvailableDay[]; value: SlotChoice; onChange: (v: SlotChoice) => void };

/** Steps 2–4 of a new meeting: a date, then one of its free times, then one of that time's free rooms. */
export function SlotPicker({ days, value, onChange }: Props) {
  const t = useTranslations('meetings.invite');
  const dateId = useId();
  const timeId = useId();
  const day = days.find((d) => d.meeting_date === value.date);
  const slot = day?.times.find((s) => s.meeting_time_id === value.timeId);

  return (
    <>
      <div>
        <label htmlFor={dateId} className={shared.label}>
          {t('date')}
        </label>
        <select id={dateId} className={shared.select} value={value.date} onChange={(e) => onChange({ date: e.target.value, timeId: null, roomId: null })}>
          <option value="">{t('choose')}</option>
          <Options items={days} value={(d) => d.meeting_date} label={(d) => d.meeting_date} />
        </select>
      </div>
      {day ? (
        <div>
          <label htmlFor={timeId} className={shared.label}>
            {t('time')}
          </label>
          <select
            id={timeId}
            className={shared.select}
            value={value.timeId ?? ''}
            onChange={(e) => onChange({ ...value, timeId: e.target.value ? Number(e.target.value) : null, roomId: null })}
          >
            <option value="">{t('choose')}</option>
            <Options items={day.times} value={(s) => s.meeting_time_id} label={(s) => hhmm(s.meeting_time)} />
          </select>
        </div>
      ) : null}
      {slot ? (
        <fieldset className={styles.rooms}>
          <legend className={shared.label}>{t('room')}</legend>
          {slot.rooms.map((r) => (
            <label key={r.room_id} className={`${styles.roomCard} ${value.roomId === r.room_id ? styles.roomChosen : ''}`}>
              <input type="radio" name="meeting-room" value={r.room_id} checked={value.roomId === r.room_id} onChange={() => onChange({ ...value, roomId: r.room_id })} />
              {r.room_pic ? <Image src={r.room_pic} alt="" width={96} height={64} sizes="96px" className={styles.roomThumb} /> : null}
              <span>{t('roomOption', { room: r.room_number, capacity: r.capacity })}</span>
            </label>
          ))}
        </fieldset>
      ) : null}
    </>
  );
}
