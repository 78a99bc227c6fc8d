'use client';

import { ResourceScreen } from '@/components/admin/resource/ResourceScreen';
import { consultantListResource } from './resource';

/** /admin/yellow/list-consultant: the consultant grid; rows open their edit screen. */
export function ConsultantListScreen() {
  return (
    <ResourceScreen
      resource={consultantListResource}
      add="/admin/yellow/add"
      rowPage={{ path: '/admin/yellow/list-consultant', readLabel: 'common.details' }}
    />
  );
}
