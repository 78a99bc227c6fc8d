import { badgeColumn, textColumn } from '@/components/admin/resource/column-kinds';
import type { ListRow } from '@/components/admin/week/sources';
import { weekResource } from '@/components/admin/week/week-resource';
import type { listFooter } from '@/lib/conference/queries';
import { FOOTER_TYPES } from '@/lib/conference/constants';
import { footerSchema, footerUpdateSchema } from '@/lib/conference/validators';

const types = FOOTER_TYPES.map((type) => ({ value: type, label: `footer.types.${type}` }));

/** The conference footer's contact items: a phone, an e-mail or a link. */
export const footerResource = weekResource<ListRow<typeof listFooter>>('footer', 'footer', {
  nameField: 'information',
  schema: { insert: footerSchema, update: footerUpdateSchema },
  columns: [
    badgeColumn('type', 'footer.type', types, { width: 170 }),
    textColumn('information', 'footer.information'),
  ],
  // Spec §5: type first ('Төрлийг оруулна уу'), then the information.
  fields: [
    { kind: 'select', name: 'type', label: 'footer.type', options: types, placeholder: 'footer.chooseType', required: true },
    { kind: 'text', name: 'information', label: 'footer.information', required: true, maxLength: 300 },
  ],
});
