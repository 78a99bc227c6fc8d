import { dateColumn, emailColumn, textColumn } from '@/components/admin/resource/column-kinds';
import { defineResource } from '@/components/admin/resource/define';

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
export const auditLogResource = defineResource<AuditRow>({
  key: 'audit-log',
  messages: 'admin.auditLog',
  title: 'title',
  nameField: 'entity',
  api: { prefix: '/api/admin', list: '/get/audit-log', rows: 'entries', body: 'json', exports: true },
  schema: {},
  columns: [
    dateColumn('at'),
    emailColumn('account_email', 'actor'),
    textColumn('action', 'action', { width: 120 }),
    textColumn('entity'),
    { field: 'entity_id', label: 'entityId', filter: 'text', width: 110 },
    { field: 'changes', label: 'changes', value: (row) => JSON.stringify(row.changes ?? {}), width: 420 },
    { field: 'ip', label: 'ip', filter: 'text', width: 140 },
  ],
  fields: [],
  paging: { sizes: [20, 50, 100], initial: 20 },
  empty: 'empty',
  access: { read: 'accounts' },
});
