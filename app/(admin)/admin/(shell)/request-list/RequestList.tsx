'use client';

import { ResourceScreen } from '@/components/admin/resource/ResourceScreen';
import { officeRequestResource } from './resource';

/** /admin/request-list: requests newest first, 10/20/30 per page, filters, export and bulk delete. */
export function RequestList() {
  return <ResourceScreen resource={officeRequestResource} />;
}
