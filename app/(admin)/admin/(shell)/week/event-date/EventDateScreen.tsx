'use client';

import { useState } from 'react';
import { EventResourceScreen } from '@/components/admin/week/EventResourceScreen';
import { eventDateResource } from './resource';

/** /admin/week/event-date: the days of the chosen event; a new day belongs to that event. */
export function EventDateScreen({ currentEvent }: { currentEvent: number }) {
  const [event, setEvent] = useState(currentEvent);
  return <EventResourceScreen id="event-date-event" resource={eventDateResource} event={event} onEvent={setEvent} add="always" />;
}
