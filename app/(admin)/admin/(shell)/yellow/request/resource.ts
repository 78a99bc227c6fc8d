import { badgeColumn } from '@/components/admin/resource/column-kinds';
import { defineResource, type Column, type Resource } from '@/components/admin/resource/define';
import { companyRow, DIRECTORY_LIST, directoryColumns, personRow, REQUEST_STATUS_OPTIONS, YP_ADMIN, type CompanyRow, type PersonRow } from '@/components/admin/yellow/directory-rows';

/**
 * Registrations waiting for approval (spec §2.7), one list per kind: 10/20/30 a page, newest first, name and date
 * filters, a status per request (new, in progress, approved, declined) with who set it; status/approve/reject/delete
 * one or many at once (POST /bulk/company-request, /bulk/consultant-request).
 */
const shared = { ...DIRECTORY_LIST, title: 'request.title', paging: { sizes: [10, 20, 30], initial: 10 }, empty: 'request.empty' };

const columns = <Row extends CompanyRow | PersonRow>(extra: Column<Row>): Column<Row>[] =>
  directoryColumns<Row>(
    extra,
    badgeColumn('request_status', 'common.requestStatus', REQUEST_STATUS_OPTIONS, { width: 150 }),
    { field: 'request_status_by_email', label: 'common.requestStatusBy', cell: 'email', filter: 'text' },
  );

const api = { prefix: YP_ADMIN, list: '/get/new-request', rows: 'request', body: 'json', bulk: ['status', 'approve', 'reject', 'delete'], bulkStatuses: REQUEST_STATUS_OPTIONS, exports: true } as const;

export const companyRequestResource = defineResource<CompanyRow>({
  ...shared,
  key: 'company-request',
  api: { ...api, fromApi: companyRow },
  columns: columns<CompanyRow>({ field: 'registration_number', label: 'common.registrationNumber' }),
});

export const consultantRequestResource = defineResource<PersonRow>({
  ...shared,
  key: 'consultant-request',
  api: { ...api, fromApi: personRow },
  columns: columns<PersonRow>({ field: 'phone_number', label: 'common.phone', cell: 'phone' }),
});

export type RequestRow = CompanyRow | PersonRow;
export const requestResources = { company: companyRequestResource, consultant: consultantRequestResource } as Record<string, Resource<RequestRow>>;
