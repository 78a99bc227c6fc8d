import { textColumn } from '@/components/admin/resource/column-kinds';
import { defineResource, twoChoices, type Field, writePaths } from '@/components/admin/resource/define';
import { MEMBERSHIP_FLAGS } from '@/lib/logos/form-messages';
import { insertMembershipForm, updateMembershipForm } from '@/lib/logos/validators';

type MembershipFlag = (typeof MEMBERSHIP_FLAGS)[number];
type MembershipLogo = { id: number; name: string; logo: string; link: string } & Record<MembershipFlag, boolean>;

const yesNo = twoChoices('yes', 'no');

/** Membership logos: which grids of /mm/membership (board, main members) and committees of /mm/activity each appears in. */
export const membershipResource = defineResource<MembershipLogo>({
  key: 'membership',
  messages: 'admin.content2.membership',
  title: 'heading',
  nameField: 'name',
  api: { prefix: '/api/admin', list: '/get/membership', rows: 'logos', ...writePaths('membership'), body: 'multipart', exports: true },
  schema: { insert: insertMembershipForm, update: updateMembershipForm },
  columns: [
    textColumn('name'),
    { field: 'logo', label: 'logo', cell: 'image', width: 120 },
    { field: 'link', label: 'link', cell: 'link', filter: 'text' },
    { field: 'board_member', label: 'sections.board_member', cell: 'badge', options: yesNo, filter: 'enum', width: 170 },
    { field: 'main_member', label: 'sections.main_member', cell: 'badge', options: yesNo, filter: 'enum', width: 150 },
  ],
  fields: [
    { kind: 'text', name: 'name', label: 'name', required: true, maxLength: 200 },
    { kind: 'text', name: 'link', label: 'link', hint: 'linkHint', maxLength: 500 },
    { kind: 'image', name: 'image', label: 'logo', hint: 'logoHint', current: 'logo', required: true },
    ...MEMBERSHIP_FLAGS.map((flag): Field => ({ kind: 'checkbox', name: flag, label: `flag.${flag}` })),
  ],
  formTitles: { add: 'addTitle', edit: 'editTitle' },
  paging: null,
  notices: { added: 'updated', saved: 'updated', saveError: 'saveError', modal: true },
});
