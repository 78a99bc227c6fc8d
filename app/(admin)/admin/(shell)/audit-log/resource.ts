import { dateColumn, emailColumn, textColumn } from '@/components/admin/resource/column-kinds';
import { defineListResource } from '@/components/admin/resource/define';

export type AuditRow = {
  id: number;
  at: string;
  account_email: string;
  entity: string;
  entity_id: string | null;
  action: string;
  changes: unknown;
  ip: string;
};

/** Every back-office write and sign-in (issue 20.4), newest first; admins only, read only (nothing edits the log). */
export const auditLogResource = defineListResource<AuditRow>({
  messages: 'admin.auditLog',
  nameField: 'entity',
  api: { list: '/get/audit-log', rows: 'entries' },
  columns: [
    dateColumn('at'),
    emailColumn('account_email', 'actor'),
    textColumn('action', 'action', { width: 120 }),
    textColumn('entity'),
    { field: 'entity_id', label: 'entityId', filter: 'text', width: 110 },
    { field: 'changes', label: 'changes', value: (row) => JSON.stringify(row.changes ?? {}), width: 420 },
    { field: 'ip', label: 'ip', filter: 'text', width: 140 },
  ],
  access: { read: 'accounts' },
});
