'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { useAdminQuery, useRefetchAdmin } from '@/components/admin/api';
import { PageHeader } from '@/components/admin/PageHeader';
import ui from '@/components/admin/ui.module.css';
import { ypAdmin } from './paths';
import styles from './admin.module.css';
import { useFlash } from '../use-flash';
import { Note } from './Note';
import { TimesPanel } from './TimesPanel';
import { RoomsPanel } from './RoomsPanel';
import { DayForm } from './DayForm';
import { RoomForm } from './RoomForm';

export type MeetingTime = { id: number; meeting_date: string; meeting_time: string; in_use: boolean };
export type MeetingRoom = { id: number; room_number: string; room_pic: string; capacity: string };
type TimesAndRooms = { meetings: { times: MeetingTime[]; rooms: MeetingRoom[] } };

export const TIMES_AND_ROOMS = ypAdmin('/get/meeting-times-rooms');

/** /admin/yellow/meeting-info: A lists times and rooms, B adds a day of hourly slots, C adds or edits a room. */
export function MeetingInfoScreen() {
  const t = useTranslations('adminYellow.meetings.info');
  const tu = useTranslations('admin.ui');
  const [mode, setMode] = useState<{ kind: 'A' } | { kind: 'B' } | { kind: 'C'; room: MeetingRoom | null }>({ kind: 'A' });
  const data = useAdminQuery<TimesAndRooms>(TIMES_AND_ROOMS);
  const refetch = useRefetchAdmin();
  const [flash, showFlash] = useFlash(5000);
  // Returning to the list reloads it (spec §4).
  const backToList = () => {
    setMode({ kind: 'A' });
    void refetch(TIMES_AND_ROOMS);
  };

  if (mode.kind === 'B') return <DayForm onBack={backToList} />;
  if (mode.kind === 'C') {
    const saved = () => {
      showFlash('success', t(mode.room ? 'updated' : 'added'));
      backToList();
    };
    return <RoomForm room={mode.room} onBack={backToList} onSaved={saved} />;
  }

  return (
    <>
      <PageHeader title={t('title')} />
      <Note flash={flash} />
      {data.isError ? (
        <div className={ui.card}>
          <p role="alert" className={ui.error}>
            {data.error.message}
          </p>
          <button type="button" className={ui.button} onClick={() => void data.refetch()}>
            {tu('retry')}
          </button>
        </div>
      ) : (
        <div className={styles.stack}>
          <TimesPanel times={data.data?.meetings.times} loading={data.isPending} onAddDay={() => setMode({ kind: 'B' })} />
          <RoomsPanel
            rooms={data.data?.meetings.rooms}
            loading={data.isPending}
            onAdd={() => setMode({ kind: 'C', room: null })}
            onEdit={(room) => setMode({ kind: 'C', room })}
          />
        </div>
      )}
    </>
  );
}
