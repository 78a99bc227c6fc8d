'use client';

import { ResourceScreen } from '@/components/admin/resource/ResourceScreen';
import { auditLogResource } from './resource';

/** /admin/audit-log: who changed what and when, on the admin grid with its filters and exports. */
export function AuditLogScreen() {
  return <ResourceScreen resource={auditLogResource} />;
}
