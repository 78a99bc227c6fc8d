import { badgeColumn, dateColumn, emailColumn, optionsOf, textColumn } from '@/components/admin/resource/column-kinds';
import { defineResource } from '@/components/admin/resource/define';
import type { PageRow } from '@/components/admin/week/sources';
import { OFFICE_REQUEST_STATUSES } from '@/lib/requests/status';
import type { listOfficeRequests } from '@/lib/site/commands-requests';

type OfficeRequest = PageRow<typeof listOfficeRequests, 'rows'>;

/** The request's purposes in words, from its three flags (spec §2). */
const PURPOSES = { member_request: 'Гишүүнээр элсэх', codex_request: 'Ёс зүйн кодекст нэгдэх', meeting_request: 'Уулзалт товлох' } as const;
const purposes = (row: OfficeRequest) => (Object.keys(PURPOSES) as (keyof typeof PURPOSES)[]).filter((k) => row[k]).map((k) => PURPOSES[k]).join(', ');

const STATUSES = optionsOf(OFFICE_REQUEST_STATUSES, 'statuses');

/** Membership, code and meeting requests sent from /mm: read, exported, given a status and deleted in bulk. */
export const officeRequestResource = defineResource<OfficeRequest>({
  key: 'office-request',
  messages: 'admin.requests',
  nameField: 'name',
  api: { prefix: '/api/admin', list: '/get/office-request', rows: 'request', body: 'json', bulk: ['status', 'delete'], bulkStatuses: STATUSES, exports: true },
  schema: {},
  columns: [
    { field: 'member_request', label: 'purpose', value: purposes },
    dateColumn('created_at', 'createdAt'),
    textColumn('name'),
    emailColumn('email'),
    { field: 'phone_number', label: 'phone', cell: 'phone', filter: 'text' },
    textColumn('business_type', 'businessType'),
    badgeColumn('request_status', 'status', STATUSES, { width: 150 }),
    { field: 'request_status_by_email', label: 'statusBy', cell: 'email', filter: 'text' },
  ],
  fields: [],
  paging: { sizes: [10, 20, 30], initial: 10 },
});
