import { badgeColumn, textColumn } from '@/components/admin/resource/column-kinds';
import { defineResource } from '@/components/admin/resource/define';
import { APPROVAL_OPTIONS, createdColumn, nameColumns, personRow, YP_ADMIN, type PersonRow } from '@/components/admin/yellow/directory-rows';

/** Every consultant (spec §2.7): the published filter (all, yes, no), name filters, edited on /admin/yellow/list-consultant/{id}. */
export const consultantListResource = defineResource<PersonRow>({
  key: 'consultant',
  messages: 'adminYellow.directory',
  title: 'consultants.title',
  nameField: 'name_mn',
  api: { prefix: YP_ADMIN, list: '/get/consultant-list', rows: 'consultants', fromApi: personRow, remove: '/delete/person', body: 'json', exports: true },
  schema: {},
  columns: [
    ...nameColumns<PersonRow>(),
    textColumn('profession', 'edit.profession'),
    { field: 'phone_number', label: 'common.phone', cell: 'phone', sortable: true, filter: 'text' },
    badgeColumn('approval', 'common.approval', APPROVAL_OPTIONS, { filterLabel: 'consultants.published' }),
    createdColumn<PersonRow>(),
  ],
  fields: [],
  paging: { sizes: [30, 50, 100], initial: 30 },
  empty: 'common.emptyList',
  loadError: 'common.listFailed',
  confirmDelete: 'consultants.deleteConfirm',
  notices: { added: 'common.added', saved: 'common.updated', deleted: 'common.deleted' },
});
