import { badgeColumn, textColumn } from '@/components/admin/resource/column-kinds';
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
    textColumn('registration_number', 'common.registrationNumber'),
    badgeColumn('approval', 'common.approval', APPROVAL_OPTIONS),
    badgeColumn('status', 'common.status', STATUS_OPTIONS),
    createdColumn<CompanyRow>(),
  ],
  fields: [],
  paging: { sizes: [30, 50, 100], initial: 30 },
  empty: 'common.emptyList',
  loadError: 'common.listFailed',
  confirmDelete: 'companies.deleteConfirm',
  notices: { added: 'common.added', saved: 'common.updated', deleted: 'common.deleted' },
});
