'use client';

import { ResourceScreen } from '@/components/admin/resource/ResourceScreen';
import { redirectResource } from './resource';

/** /admin/redirect: the add form above the list of mappings, and the import of the old site's URL list (the resource's sheet). */
export function RedirectScreen() {
  return <ResourceScreen resource={redirectResource} add="always" />;
}
