'use client';

import { ResourceScreen } from '@/components/admin/resource/ResourceScreen';
import { useRowPage } from '@/components/admin/yellow/useRowPage';
import { consultantListResource } from './resource';

/** /admin/yellow/list-consultant: the consultant grid; rows open their edit screen. */
export function ConsultantListScreen() {
  const open = useRowPage('/admin/yellow/list-consultant');
  return <ResourceScreen resource={consultantListResource} add="/admin/yellow/add" extraActions={[open]} />;
}
