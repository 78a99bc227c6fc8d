'use client';

import { EditScreen } from '@/components/admin/yellow/EditScreen';
import { personEditResource } from './resource';

/** /admin/yellow/list-consultant/{id}: the consultant's edit form, and deleting the consultant. */
export function PersonEditScreen({ id }: { id: number }) {
  return <EditScreen resource={personEditResource} id={id} />;
}
