import { badgeColumn, emailColumn, textColumn } from '@/components/admin/resource/column-kinds';
import { defineResource } from '@/components/admin/resource/define';
import { meetingUserFields, meetingUserUpdate, USER_TYPES } from '@/lib/meetings/validators';
import type { MeetingUser } from '@/components/meetings/types';

const types = USER_TYPES.map((type) => ({ value: type, label: `userTypes.${type}` }));

/**
 * Users who may schedule meetings (spec §2.7): listed, edited and deleted on /admin/yellow/meeting-users, added
 * one at a time or from a file on /admin/yellow/add-user. The form's rules and messages are the API's schema.
 */
export const meetingUserResource = defineResource<MeetingUser>({
  key: 'meeting-user',
  messages: 'adminYellow.meetings',
  title: 'users.title',
  nameField: 'email',
  api: {
    prefix: '/api/admin/yellow-page',
    list: '/get/meeting-users',
    rows: 'users',
    insert: '/insert/meeting-user',
    update: '/update/meeting-user',
    remove: '/delete/meeting-user',
    body: 'json',
    bulk: ['delete'],
    exports: true,
  },
  schema: { insert: meetingUserFields, update: meetingUserUpdate },
  columns: [
    textColumn('name', 'users.colName'),
    textColumn('name_en', 'users.colNameEn'),
    emailColumn('email', 'users.colEmail'),
    { field: 'phone_number', label: 'users.colPhone', cell: 'phone', sortable: true, filter: 'text' },
    badgeColumn('user_type', 'users.colType', types, { filterLabel: 'users.typeFilter' }),
  ],
  fields: [
    { kind: 'text', name: 'name', label: 'form.name', required: true, maxLength: 200 },
    { kind: 'text', name: 'name_en', label: 'form.nameEn', required: true, maxLength: 200 },
    { kind: 'email', name: 'email', label: 'form.email', required: true },
    { kind: 'text', name: 'phone_number', label: 'form.phone' },
    { kind: 'select', name: 'user_type', label: 'form.type', options: types, required: true },
  ],
  defaults: { user_type: 'Exhibitor' },
  formTitles: { add: 'addUser.title', edit: 'form.editTitle' },
  paging: { sizes: [20, 50, 100], initial: 20 },
  empty: 'users.empty',
  confirmDelete: 'users.deleteConfirm',
  notices: { added: 'form.added', saved: 'form.updated', deleted: 'users.deleted' },
});
