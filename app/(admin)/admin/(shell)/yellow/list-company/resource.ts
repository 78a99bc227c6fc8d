import { defineResource } from '@/components/admin/resource/define';
import { APPROVAL_OPTIONS, companyRow, createdColumn, nameColumns, STATUS_OPTIONS, YP_ADMIN, type CompanyRow } from '@/components/admin/yellow/directory-rows';

/**
 * Every company of the directory, published or not (spec §2.7): 30/50/100 a page, name, approval and status
 * filters beside the category filter, edited on /admin/yellow/list-company/{id}, deleted one at a time or many.
 */
export const companyListResource = defineResource<CompanyRow>({
  key: 'company',
  messages: 'adminYellow.directory',
  title: 'companies.title',
  nameField: 'name_mn',
  api: { prefix: YP_ADMIN, list: '/get/company-list', rows: 'companies', fromApi: companyRow, remove: '/delete/company', body: 'json', bulk: ['delete'], exports: true },
  schema: {},
  columns: [
    ...nameColumns<CompanyRow>(),
    { field: 'logo', label: 'common.logo', cell: 'image', width: 110 },
    { field: 'registration_number', label: 'common.registrationNumber', sortable: true, filter: 'text' },
    { field: 'approval', label: 'common.approval', cell: 'badge', options: APPROVAL_OPTIONS, sortable: true, filter: 'enum' },
    { field: 'status', label: 'common.status', cell: 'badge', options: STATUS_OPTIONS, sortable: true, filter: 'enum' },
    createdColumn<CompanyRow>(),
  ],
  fields: [],
  paging: { sizes: [30, 50, 100], initial: 30 },
  empty: 'common.emptyList',
  loadError: 'common.listFailed',
  confirmDelete: 'companies.deleteConfirm',
  notices: { added: 'common.added', saved: 'common.updated', deleted: 'common.deleted' },
});
