import { defineResource } from '@/components/admin/resource/define';
import { requestPurpose } from './purpose';

type OfficeRequest = {
  id: number;
  name: string;
  email: string;
  phone_number: string;
  business_type: string;
  member_request: boolean;
  codex_request: boolean;
  meeting_request: boolean;
  created_at: string;
};

/** Membership, code and meeting requests sent from /mm: read, exported and deleted in bulk; nothing is edited. */
export const officeRequestResource = defineResource<OfficeRequest>({
  key: 'office-request',
  messages: 'admin.requests',
  title: 'title',
  nameField: 'name',
  api: { prefix: '/api/admin', list: '/get/office-request', rows: 'request', body: 'json', bulk: ['delete'], exports: true },
  schema: {},
  columns: [
    { field: 'member_request', label: 'purpose', value: requestPurpose },
    { field: 'created_at', label: 'createdAt', cell: 'date', sortable: true, filter: 'dateRange', width: 170 },
    { field: 'name', label: 'name', sortable: true, filter: 'text' },
    { field: 'email', label: 'email', cell: 'email', sortable: true, filter: 'text' },
    { field: 'phone_number', label: 'phone', cell: 'phone', filter: 'text' },
    { field: 'business_type', label: 'businessType', sortable: true, filter: 'text' },
  ],
  fields: [],
  paging: { sizes: [10, 20, 30], initial: 10 },
  empty: 'empty',
});
