'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { useAdminQuery, useRefetchAdmin } from '@/components/admin/api';
import { PageHeader } from '@/components/admin/PageHeader';
import { ResourceForm } from '@/components/admin/resource/ResourceForm';
import { useCan } from '@/components/admin/role';
import { useNotice } from '@/components/admin/TimedMessage';
import ui from '@/components/admin/ui.module.css';
import styles from '@/components/admin/yellow/yellow.module.css';
import { meetingDayResource, meetingRoomResource, TIMES_AND_ROOMS_URL as TIMES_AND_ROOMS, type MeetingRoom, type MeetingTime } from './resource';
import { TimesPanel } from './TimesPanel';
import { RoomsPanel } from './RoomsPanel';

type TimesAndRooms = { meetings: { times: MeetingTime[]; rooms: MeetingRoom[] } };
type Mode = { kind: 'A' } | { kind: 'B' } | { kind: 'C'; room: MeetingRoom | null };

/** /admin/yellow/meeting-info: A lists times and rooms, B adds a day of hourly slots, C adds or edits a room. */
export function MeetingInfoScreen() {
  const t = useTranslations('adminYellow.meetings.info');
  const tu = useTranslations('admin.ui');
  const canWrite = useCan('write');
  const [mode, setMode] = useState<Mode>({ kind: 'A' });
  const data = useAdminQuery<TimesAndRooms>(TIMES_AND_ROOMS);
  const refetch = useRefetchAdmin();
  // Spec §4: meeting-info messages hide after 5 s; the screen's one notice outlives a change of mode.
  const notice = useNotice({ successMs: 5000, errorMs: 5000 });
  // Returning to the list reloads it (spec §4).
  const backToList = () => {
    setMode({ kind: 'A' });
    void refetch(TIMES_AND_ROOMS);
  };

  return (
    <>
      <PageHeader title={t('title')} />
      {notice.element}
      {mode.kind === 'B' ? (
        <ResourceForm resource={meetingDayResource} row={null} notice={notice} onBack={backToList} />
      ) : mode.kind === 'C' ? (
        <ResourceForm key={mode.room?.id ?? 'new'} resource={meetingRoomResource} row={mode.room} notice={notice} onSaved={backToList} onBack={backToList} />
      ) : data.isError ? (
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
          <TimesPanel times={data.data?.meetings.times} loading={data.isPending} notice={notice} onAddDay={canWrite ? () => setMode({ kind: 'B' }) : undefined} />
          <RoomsPanel
            rooms={data.data?.meetings.rooms}
            loading={data.isPending}
            onAdd={canWrite ? () => setMode({ kind: 'C', room: null }) : undefined}
            onEdit={canWrite ? (room) => setMode({ kind: 'C', room }) : undefined}
          />
        </div>
      )}
    </>
  );
}
