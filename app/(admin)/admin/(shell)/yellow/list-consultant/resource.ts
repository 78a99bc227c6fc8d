import { badgeColumn, textColumn } from '@/components/admin/resource/column-kinds';
import { defineResource } from '@/components/admin/resource/define';
import { APPROVAL_OPTIONS, DIRECTORY_LIST, directoryColumns, personRow, YP_ADMIN, type PersonRow } from '@/components/admin/yellow/directory-rows';

/** Every consultant (spec §2.7): the published filter (all, yes, no), name filters, edited on /admin/yellow/list-consultant/{id}, added on /admin/yellow/add. */
export const consultantListResource = defineResource<PersonRow>({
  ...DIRECTORY_LIST,
  key: 'consultant',
  title: 'consultants.title',
  api: { prefix: YP_ADMIN, list: '/get/consultant-list', rows: 'consultants', fromApi: personRow, insert: '/insert/yellow-consultant', remove: '/delete/person', body: 'json', exports: true },
  columns: directoryColumns<PersonRow>(
    textColumn('profession', 'edit.profession'),
    textColumn('phone_number', 'common.phone', { cell: 'phone' }),
    badgeColumn('approval', 'common.approval', APPROVAL_OPTIONS, { filterLabel: 'consultants.published' }),
  ),
  formTitles: { add: 'add.title', edit: 'edit.consultantTitle' },
  confirmDelete: 'consultants.deleteConfirm',
});
