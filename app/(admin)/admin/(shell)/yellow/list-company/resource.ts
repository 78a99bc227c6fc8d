import { badgeColumn, textColumn } from '@/components/admin/resource/column-kinds';
import { defineResource } from '@/components/admin/resource/define';
import { APPROVAL_OPTIONS, companyRow, DIRECTORY_LIST, directoryColumns, STATUS_OPTIONS, YP_ADMIN, type CompanyRow } from '@/components/admin/yellow/directory-rows';

/**
 * Every company of the directory, published or not (spec §2.7): 30/50/100 a page, name, approval and status
 * filters beside the category filter, edited on /admin/yellow/list-company/{id}, deleted one at a time or many.
 * Added (published at once) on /admin/yellow/add.
 */
export const companyListResource = defineResource<CompanyRow>({
  ...DIRECTORY_LIST,
  key: 'company',
  title: 'companies.title',
  api: {
    prefix: YP_ADMIN,
    list: '/get/company-list',
    rows: 'companies',
    fromApi: companyRow,
    insert: '/insert/yellow-registration',
    remove: '/delete/company',
    body: 'json',
    bulk: ['delete'],
    exports: true,
  },
  columns: directoryColumns<CompanyRow>(
    { field: 'logo', label: 'common.logo', cell: 'image', width: 110 },
    textColumn('registration_number', 'common.registrationNumber'),
    badgeColumn('approval', 'common.approval', APPROVAL_OPTIONS),
    badgeColumn('status', 'common.status', STATUS_OPTIONS),
  ),
  formTitles: { add: 'add.title', edit: 'edit.companyTitle' },
  confirmDelete: 'companies.deleteConfirm',
});
