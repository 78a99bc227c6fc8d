import type { Option } from '@/components/admin/resource/define';
import type { ListRow } from '@/components/admin/week/sources';
import { weekResource } from '@/components/admin/week/week-resource';
import type { listAllLogos } from '@/lib/conference/queries-admin';
import { LOGO_KINDS, logoInsertSchema, logoUpdateSchema } from '@/lib/conference/validators';

const kinds: Option[] = LOGO_KINDS.map((kind) => ({ value: kind, label: `logos.kinds.${kind}` }));

/** The organiser logos of the /mw home page and the sponsors' logos, each kind in its order (sequence). */
export const logoResource = weekResource<ListRow<typeof listAllLogos>>('logo', 'logos', {
  nameField: 'name',
  api: { body: 'multipart' },
  schema: { insert: logoInsertSchema, update: logoUpdateSchema },
  columns: [
    { field: 'logo', label: 'logos.logo', cell: 'image', width: 120 },
    { field: 'kind', label: 'logos.kind', cell: 'badge', options: kinds, width: 160 },
    { field: 'name', label: 'logos.name' },
    { field: 'link', label: 'logos.link', cell: 'link' },
    { field: 'sequence', label: 'logos.sequence', cell: 'number', width: 120 },
  ],
  fields: [
    { kind: 'image', name: 'image', label: 'logos.logo', hint: 'logos.logoHint', current: 'logo', required: true },
    { kind: 'select', name: 'kind', label: 'logos.kind', options: kinds, placeholder: 'logos.chooseKind', required: true },
    { kind: 'text', name: 'name', label: 'logos.name', required: true, maxLength: 200 },
    { kind: 'text', name: 'link', label: 'logos.link', hint: 'logos.linkHint', maxLength: 500 },
    { kind: 'text', name: 'sequence', label: 'logos.sequence' },
  ],
  defaults: { kind: 'organiser', sequence: '0' },
});
