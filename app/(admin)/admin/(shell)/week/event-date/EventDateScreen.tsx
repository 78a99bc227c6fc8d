'use client';

import { useState } from 'react';
import { EventResourceScreen } from '@/components/admin/week/EventResourceScreen';
import { DEFAULT_EVENT_ID } from '@/lib/conference/constants';
import { eventDateResource } from './resource';

/** /admin/week/event-date: the days of the chosen event; a new day belongs to that event. */
export function EventDateScreen() {
  const [event, setEvent] = useState(DEFAULT_EVENT_ID);
  return <EventResourceScreen id="event-date-event" resource={eventDateResource} event={event} onEvent={setEvent} add="always" />;
}
