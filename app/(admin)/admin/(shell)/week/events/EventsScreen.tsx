'use client';

import { ResourceScreen } from '@/components/admin/resource/ResourceScreen';
import { eventRegistrationResource } from './resource';

/** /admin/week/events: when each edition opens and closes its registration. */
export function EventsScreen() {
  return <ResourceScreen resource={eventRegistrationResource} add="button" />;
}
