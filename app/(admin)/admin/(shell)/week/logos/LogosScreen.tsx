'use client';

import { ResourceScreen } from '@/components/admin/resource/ResourceScreen';
import { logoResource } from './resource';

/** /admin/week/logos: the organiser and sponsor logos the conference home page shows. */
export function LogosScreen() {
  return <ResourceScreen resource={logoResource} add="button" />;
}
