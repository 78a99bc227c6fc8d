'use client';

import { useState, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { useAdminQuery, useRefetchAdmin } from '@/components/admin/api';
import { EmptyState } from '@/components/ui/EmptyState';
import { PageHeader } from '@/components/admin/PageHeader';
import { QueryStatus } from '@/components/admin/QueryStatus';
import { ResourceForm } from '@/components/admin/resource/ResourceForm';
import { useCan } from '@/components/admin/role';
import { useNotice } from '@/components/admin/TimedMessage';
import ui from '@/components/admin/ui.module.css';
import styles from '@/components/admin/yellow/yellow.module.css';
import { meetingDayResource, meetingRoomResource, TIMES_AND_ROOMS_URL as TIMES_AND_ROOMS, type MeetingRoom, type MeetingTime } from './resource';
import { RoomCards } from './RoomCards';
import { TimeSlots } from './TimeSlots';
import panel from './meeting-info.module.css';

type TimesAndRooms = { meetings: { times: MeetingTime[]; rooms: MeetingRoom[] } };
type Mode = { kind: 'A' } | { kind: 'B' } | { kind: 'C'; room: MeetingRoom | null };

/**
 * /admin/yellow/meeting-info: A lists times (with a delete mode) and rooms, B adds a day of hourly slots, C adds or
 * edits a room. A read-only account sees A without its buttons.
 */
export function MeetingInfoScreen() {
  const t = useTranslations('adminYellow.meetings.info');
  const canWrite = useCan('write');
  const [mode, setMode] = useState<Mode>({ kind: 'A' });
  const [deleting, setDeleting] = useState(false);
  const data = useAdminQuery<TimesAndRooms>(TIMES_AND_ROOMS);
  const refetch = useRefetchAdmin();
  // Spec §4: meeting-info messages hide after 5 s; the screen's one notice outlives a change of mode.
  const notice = useNotice({ successMs: 5000, errorMs: 5000 });
  // Returning to the list reloads it (spec §4), out of delete mode.
  const backToList = () => {
    setMode({ kind: 'A' });
    setDeleting(false);
    void refetch(TIMES_AND_ROOMS);
  };
  const { times = [], rooms = [] } = data.data?.meetings ?? {};
  const timeButtons = canWrite && (
    <>
      <button type="button" className={ui.primary} onClick={() => setMode({ kind: 'B' })}>
        {t('addDay')}
      </button>
      <button type="button" className={deleting ? ui.button : ui.danger} onClick={() => setDeleting((v) => !v)} aria-pressed={deleting}>
        {deleting ? t('stopDelete') : t('deleteMode')}
      </button>
    </>
  );
  const roomButton = canWrite && (
    <button type="button" className={ui.primary} onClick={() => setMode({ kind: 'C', room: null })}>
      {t('addRoom')}
    </button>
  );

  return (
    <>
      <PageHeader title={t('title')} />
      {notice.element}
      {mode.kind === 'B' ? (
        <ResourceForm resource={meetingDayResource} row={null} notice={notice} onBack={backToList} />
      ) : mode.kind === 'C' ? (
        <ResourceForm key={mode.room?.id ?? 'new'} resource={meetingRoomResource} row={mode.room} notice={notice} onSaved={backToList} onBack={backToList} />
      ) : (
        <div className={styles.stack}>
          <QueryStatus query={data} />
          {data.data && (
            <>
              <Panel id="times-heading" heading={t('timesHeading')} empty={times.length ? null : t('noTimes')} buttons={timeButtons}>
                <TimeSlots times={times} deleting={canWrite && deleting} notice={notice} onDeleted={() => void refetch(TIMES_AND_ROOMS)} />
              </Panel>
              <Panel id="rooms-heading" heading={t('roomsHeading')} empty={rooms.length ? null : t('noRooms')} buttons={roomButton}>
                <RoomCards rooms={rooms} onEdit={canWrite ? (room) => setMode({ kind: 'C', room }) : undefined} />
              </Panel>
            </>
          )}
        </div>
      )}
    </>
  );
}

/** A card of mode A: its heading and buttons, then its list or the empty text. */
function Panel({ id, heading, empty, buttons, children }: { id: string; heading: string; empty: string | null; buttons: ReactNode; children: ReactNode }) {
  return (
    <section className={ui.card} aria-labelledby={id}>
      <div className={panel.sectionHead}>
        <h2 id={id}>{heading}</h2>
        <div className={ui.actions}>{buttons}</div>
      </div>
      {empty ? <EmptyState>{empty}</EmptyState> : children}
    </section>
  );
}
