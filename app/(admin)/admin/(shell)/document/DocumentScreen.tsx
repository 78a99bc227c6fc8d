'use client';

import { ResourceScreen } from '@/components/admin/resource/ResourceScreen';
import { documentResource } from './resource';

/** /admin/document: the add form (title, PDF) with Clear, the list with rename and delete. */
export function DocumentScreen() {
  return <ResourceScreen resource={documentResource} add="always" />;
}
