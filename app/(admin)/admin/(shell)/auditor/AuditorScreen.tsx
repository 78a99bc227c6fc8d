'use client';

import { ResourceScreen } from '@/components/admin/resource/ResourceScreen';
import { auditorResource } from './resource';

/** /admin/auditor: the auditors with a picture choice; delete names the auditor. */
export function AuditorScreen() {
  return <ResourceScreen resource={auditorResource} where={{ about_category: 'Auditor' }} />;
}
