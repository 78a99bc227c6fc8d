import { textColumn } from '@/components/admin/resource/column-kinds';
import { weekResource } from '@/components/admin/week/week-resource';
import { WEEK_API, type ListRow } from '@/components/admin/week/sources';
import type { listAllCategories } from '@/lib/conference/queries-admin';
import { CATEGORY_PAGE_TYPES } from '@/lib/conference/constants';
import { categorySchema, categoryUpdateSchema } from '@/lib/conference/validators';

const pageTypes = CATEGORY_PAGE_TYPES.map((type) => ({ value: type, label: `menu.types.${type}` }));
/** Spec §2.2: active shown green, inactive red. */
const statuses = [
  { value: 'true', label: 'menu.active', tone: 'success' as const },
  { value: 'false', label: 'menu.inactive', tone: 'danger' as const },
];

/** The conference navbar's menu categories; the API names a menu by its cid (spec §7). */
export const menuResource = weekResource<ListRow<typeof listAllCategories>>('category', 'menu', {
  nameField: 'category',
  api: { list: '/get/categories', idField: 'cid' },
  schema: { insert: categorySchema, update: categoryUpdateSchema },
  columns: [
    { field: 'cid', label: 'menu.cid', cell: 'number', sortable: true, width: 90 },
    textColumn('category', 'menu.name'),
    textColumn('category_en', 'menu.nameEn'),
    { field: 'page_type', label: 'menu.pageType', cell: 'badge', options: pageTypes, filter: 'enum', width: 170 },
    { field: 'link', label: 'menu.link' },
    { field: 'category_status', label: 'menu.status', cell: 'badge', options: statuses, filter: 'enum', width: 140 },
  ],
  // Spec §5: the name, then the English name.
  fields: [
    { kind: 'bilingual', name: 'category', label: 'menu.name', nameEn: 'category_en', labelEn: 'menu.nameEn', required: true, maxLength: 200 },
    { kind: 'text', name: 'link', label: 'menu.link', hint: 'menu.linkHint', maxLength: 500 },
    {
      kind: 'select',
      name: 'pid',
      label: 'menu.parent',
      options: [],
      optionsFrom: { path: `${WEEK_API}/get/categories`, rows: 'categories', value: 'cid', label: 'category' },
      placeholder: 'menu.noParent',
    },
    { kind: 'select', name: 'page_type', label: 'menu.pageType', options: pageTypes },
    { kind: 'checkbox', name: 'category_status', label: 'menu.active' },
  ],
  defaults: { category_status: true, page_type: 'static' },
});
