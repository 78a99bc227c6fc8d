'use client';

import { ResourceScreen } from '@/components/admin/resource/ResourceScreen';
import { eventHomeResource } from './resource';

/** /admin/week/home: each edition's invitation and banner video/poster, as the /mw home shows them. */
export function HomeScreen() {
  return <ResourceScreen resource={eventHomeResource} add="button" />;
}
