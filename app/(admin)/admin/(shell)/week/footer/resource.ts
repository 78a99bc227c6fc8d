import { writePaths } from '@/components/admin/resource/define';
import { badgeColumn, textColumn } from '@/components/admin/resource/column-kinds';
import { defineWeekResource } from '@/components/admin/week/define-week';
import { FOOTER_TYPES } from '@/lib/conference/constants';
import { footerSchema, footerUpdateSchema } from '@/lib/conference/validators';

type FooterItem = { id: number; type: string; information: string };

const types = FOOTER_TYPES.map((type) => ({ value: type, label: `footer.types.${type}` }));

/** The conference footer's contact items: a phone, an e-mail or a link. */
export const footerResource = defineWeekResource<FooterItem>({
  key: 'week-footer',
  title: 'footer.title',
  nameField: 'information',
  api: { list: '/get/footer', rows: 'footer', ...writePaths('footer'), body: 'json' },
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
  formTitles: { add: 'footer.addTitle', edit: 'footer.editTitle' },
  paging: null,
  confirmDelete: 'footer.confirmDelete',
});
