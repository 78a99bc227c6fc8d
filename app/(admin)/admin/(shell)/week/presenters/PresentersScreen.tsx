'use client';

import { useState } from 'react';
import { useOptions } from '@/components/admin/resource/useOptions';
import { Spinner } from '@/components/admin/Spinner';
import { EventResourceScreen } from '@/components/admin/week/EventResourceScreen';
import { weekEvents } from '@/components/admin/week/sources';
import { presenterResource } from './resource';

/** /admin/week/presenters: the chosen event's presenters (20/50/100 a page) under the add/edit form. */
export function PresentersScreen({ currentEvent }: { currentEvent: number }) {
  const [event, setEvent] = useState(currentEvent);
  // The form's event select is drawn once its choices exist, so it shows the chosen event.
  if (useOptions([], weekEvents).length === 0) return <Spinner />;
  return <EventResourceScreen id="presenters-event" resource={presenterResource} event={event} onEvent={setEvent} add="always" />;
}
