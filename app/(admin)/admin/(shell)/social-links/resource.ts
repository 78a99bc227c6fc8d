import { badgeColumn } from '@/components/admin/resource/column-kinds';
import { defineResource, writePaths } from '@/components/admin/resource/define';
import { SOCIAL_BRANDS } from '@/components/conference/shell/SocialIcon';
import { SOCIAL_ICONS } from '@/lib/conference/constants';
import { socialLinkSchema, socialLinkUpdateSchema } from '@/lib/conference/validators';

type SocialLink = { id: number; icon: string; link: string };

const icons = SOCIAL_ICONS.map((icon) => ({ value: icon, text: SOCIAL_BRANDS[icon]?.name ?? icon }));

/** The association's social links in the site footer: icon and link. */
export const socialLinkResource = defineResource<SocialLink>({
  key: 'social-link',
  messages: 'admin.social',
  nameField: 'icon',
  api: { prefix: '/api/admin', list: '/get/social-link', rows: 'link', ...writePaths('social-link'), body: 'json' },
  schema: { insert: socialLinkSchema, update: socialLinkUpdateSchema },
  columns: [
    { field: 'id', label: 'id', cell: 'number', sortable: true, width: 90 },
    badgeColumn('icon', 'icon', icons),
    { field: 'link', label: 'link', cell: 'link', sortable: true, filter: 'text' },
  ],
  fields: [
    { kind: 'select', name: 'icon', label: 'icon', options: icons, placeholder: 'chooseIcon', required: true },
    { kind: 'text', name: 'link', label: 'link', required: true, maxLength: 500 },
  ],
  formTitles: { add: 'addTitle', edit: 'editTitle' },
  paging: null,
  notices: { added: 'added', saved: 'saved', deleted: 'deleted' },
});
