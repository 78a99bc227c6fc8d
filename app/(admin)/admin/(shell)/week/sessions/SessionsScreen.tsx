'use client';

import { useMemo, useState } from 'react';
import { useOptions } from '@/components/admin/resource/useOptions';
import { Spinner } from '@/components/admin/Spinner';
import { EventResourceScreen } from '@/components/admin/week/EventResourceScreen';
import { WEEK_API } from '@/components/admin/week/sources';
import { ProgrammeImport } from '@/components/admin/week/ProgrammeImport';
import { TimetablePreview } from '@/components/admin/week/TimetablePreview';
import { useEventDays, useEventHalls, withChoices } from '@/components/admin/week/event-choices';
import { sessionResource } from './resource';

/** /admin/week/sessions: the chosen event's programme under the add/edit form, with double-booking warnings and a timetable preview. */
export function SessionsScreen({ currentEvent }: { currentEvent: number }) {
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
      <TimetablePreview key={event} event={event} days={days} />
      <ProgrammeImport event={event} />
    </>
  );
}
