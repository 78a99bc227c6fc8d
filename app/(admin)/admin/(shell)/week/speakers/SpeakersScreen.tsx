'use client';

import { useState } from 'react';
import { EventResourceScreen } from '@/components/admin/week/EventResourceScreen';
import { speakerProfileResource } from './resource';

/** /admin/week/speakers: the chosen event's speakers and the profiles their public pages show. */
export function SpeakersScreen({ currentEvent }: { currentEvent: number }) {
  const [event, setEvent] = useState(currentEvent);
  return <EventResourceScreen id="speakers-event" resource={speakerProfileResource} event={event} onEvent={setEvent} add="button" />;
}
