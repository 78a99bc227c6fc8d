'use client';

import { useState } from 'react';
import { EventResourceScreen } from '@/components/admin/week/EventResourceScreen';
import { DEFAULT_EVENT_ID } from '@/lib/conference/constants';
import { speakerProfileResource } from './resource';

/** /admin/week/speakers: the chosen event's speakers and the profiles their public pages show. */
export function SpeakersScreen() {
  const [event, setEvent] = useState(DEFAULT_EVENT_ID);
  return <EventResourceScreen id="speakers-event" resource={speakerProfileResource} event={event} onEvent={setEvent} add="button" />;
}
