import { badgeColumn, emailColumn, textColumn } from '@/components/admin/resource/column-kinds';
import { defineResource, writePaths } from '@/components/admin/resource/define';
import { ACCOUNT_PAGE_SIZES, ACCOUNT_ROLES, DEFAULT_ROLE } from '@/lib/accounts/account-form';
import { accountInsertBody, accountUpdateBody, type AccountValues } from '@/lib/accounts/validators';
import { ROLE_LABELS } from '@/lib/auth/roles';

const roles = ACCOUNT_ROLES.map((role) => ({ value: String(role), text: ROLE_LABELS[role] }));

/** Back-office accounts (admins only, like their API): who signs in and with which role. */
export const accountResource = defineResource<AccountValues & { id: number }>({
  key: 'account',
  messages: 'admin.accounts',
  nameField: 'email',
  api: { prefix: '/api/admin', list: '/get/admin-users', rows: 'account', ...writePaths('account'), body: 'json', exports: true },
  schema: { insert: accountInsertBody, update: accountUpdateBody },
  columns: [
    badgeColumn('account_role', 'account_role', roles),
    textColumn('last_name'),
    textColumn('first_name'),
    emailColumn('email'),
    { field: 'phone_number', label: 'phone_number', cell: 'phone' },
    textColumn('position'),
    textColumn('department'),
  ],
  fields: [
    { kind: 'avatar', name: 'avatar', label: 'first_name', of: 'first_name' },
    { kind: 'text', name: 'last_name', label: 'last_name', maxLength: 100 },
    { kind: 'text', name: 'first_name', label: 'first_name', required: true, maxLength: 100 },
    { kind: 'email', name: 'email', label: 'email', required: true, maxLength: 254 },
    { kind: 'text', name: 'phone_number', label: 'phone_number', maxLength: 30 },
    { kind: 'text', name: 'position', label: 'position', maxLength: 150 },
    { kind: 'text', name: 'department', label: 'department', maxLength: 150 },
    { kind: 'select', name: 'account_role', label: 'account_role', options: roles, placeholder: 'chooseRole', required: true },
  ],
  defaults: { account_role: String(DEFAULT_ROLE) },
  formTitles: { add: 'addTitle', edit: 'editTitle' },
  paging: { sizes: ACCOUNT_PAGE_SIZES, initial: ACCOUNT_PAGE_SIZES[0] },
  // '{email} хэрэглэгчийг устгах уу?' (spec: the question shows the account's e-mail).
  notices: { added: 'added', saved: 'saved', deleted: 'deleted' },
  access: { read: 'accounts', create: 'accounts', edit: 'accounts', delete: 'accounts' },
  // The API refuses deleting oneself; the button says so before.
  undeletable: (row, me) => (row.id === me ? 'selfDelete' : null),
});
