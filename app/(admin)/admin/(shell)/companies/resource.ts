import { emailColumn, textColumn } from '@/components/admin/resource/column-kinds';
import { defineResource, writePaths, twoChoices } from '@/components/admin/resource/define';
import { LOGO_MESSAGES } from '@/lib/logos/form-messages';
import { insertCompanyForm, updateCompanyForm } from '@/lib/logos/validators';

type MemberCompany = { id: number; name: string; email: string; logo: string; active: boolean };

const activity = twoChoices('active', 'inactive');

/** Member companies: their e-mail signs them in to their own assessment on /mm. */
export const companyResource = defineResource<MemberCompany>({
  key: 'member-companies',
  messages: 'admin.content2.companies',
  title: 'heading',
  nameField: 'name',
  api: {
    prefix: '/api/admin',
    list: '/get/member-companies',
    rows: 'members',
    ...writePaths('member-companies'),
    body: 'multipart',
    exports: true,
    // Spec §8: a registered e-mail is answered 200 with {message} and no member.
    refusal: (answer) => ((answer as { member?: unknown }).member ? null : ((answer as { message?: string }).message ?? LOGO_MESSAGES.duplicateEmail)),
  },
  schema: { insert: insertCompanyForm, update: updateCompanyForm },
  columns: [
    { field: 'id', label: 'number', cell: 'index' },
    textColumn('name'),
    emailColumn('email'),
    { field: 'logo', label: 'logo', cell: 'image', width: 120 },
    { field: 'active', label: 'active', cell: 'badge', options: activity, filter: 'enum', width: 130 },
  ],
  fields: [
    { kind: 'text', name: 'name', label: 'name', required: true, maxLength: 200 },
    { kind: 'email', name: 'email', label: 'email', required: true, maxLength: 200 },
    { kind: 'image', name: 'image', label: 'logo', hint: 'logoHint', current: 'logo', required: true },
    { kind: 'checkbox', name: 'active', label: 'active' },
  ],
  defaults: { active: true },
  formTitles: { add: 'addTitle', edit: 'editTitle' },
  paging: null,
  notices: { added: 'updated', saved: 'updated', saveError: 'saveError', modal: true },
});
