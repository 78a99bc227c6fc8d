import { badgeColumn, textColumn } from '@/components/admin/resource/column-kinds';
import { defineResource, type Field, type Option, type Resource } from '@/components/admin/resource/define';
import { YP_ADMIN } from '@/components/admin/yellow/directory-rows';
import type { MainCategory } from '@/lib/directory/categories';
import { insertCategoryBody, updateCategoryBody } from '@/lib/directory/api-schemas';

export type CategoryRow = { id: number; category_code: string; main_code: string; name: string; nameMn: string; nameEn: string };

const NAMES: Field[] = [
  { kind: 'text', name: 'nameMn', label: 'category.nameMn', required: true, maxLength: 200 },
  { kind: 'text', name: 'nameEn', label: 'category.nameEn', required: true, maxLength: 200 },
];

/**
 * Directory sub-categories (spec §2.7): listed 20/50/100 a page on /admin/yellow/category (main category filter,
 * language, rename in a modal), added on /admin/yellow/new-category, where the server gives the next code.
 * The main categories' names come from the database: `withMainCategories` puts them into the choices.
 */
export const categoryResource = defineResource<CategoryRow>({
  key: 'yp-category',
  messages: 'adminYellow.directory',
  title: 'category.title',
  nameField: 'category_code',
  api: { prefix: YP_ADMIN, list: '/get/categories', rows: 'categories', insert: '/insert/category', update: '/update/category', body: 'json', exports: true },
  schema: { insert: insertCategoryBody, update: updateCategoryBody },
  columns: [
    textColumn('category_code', 'category.code', { width: 120 }),
    { field: 'name', label: 'category.name' },
    badgeColumn('main_code', 'common.mainCategory', []),
  ],
  fields: [{ kind: 'select', name: 'mainCategory', label: 'common.mainCategory', options: [], required: true }, ...NAMES],
  editFields: NAMES,
  defaults: { mainCategory: '01' },
  editLabel: 'category.rename',
  formTitles: { add: 'newCategory.title', edit: 'category.renameTitle' },
  paging: { sizes: [20, 50, 100], initial: 20 },
  empty: 'category.empty',
  loadError: 'common.listFailed',
  // The server gives a new category its code; the notice names it.
  notices: { added: 'newCategory.created', saved: 'common.updated', values: (answer: { category?: { category_code: string } }) => ({ code: answer.category?.category_code ?? '' }) },
});

/**
 * The resource with the main categories as choices (form select and filter), and the list's name column in the
 * chosen language (sorted and filtered by that language's name).
 */
export function withMainCategories(mains: MainCategory[], lang: 'mn' | 'en' = 'mn'): Resource<CategoryRow> {
  const options: Option[] = mains.map((m) => ({ value: m.category_code, text: `${m.category_code} ${m.name}` }));
  const nameField = lang === 'mn' ? 'nameMn' : 'nameEn';
  return {
    ...categoryResource,
    columns: categoryResource.columns.map((c) =>
      c.field === 'main_code' ? { ...c, options } : c.field === 'name' ? { ...c, field: nameField, sortable: true, filter: 'text' } : c,
    ),
    fields: categoryResource.fields.map((f) => (f.kind === 'select' ? { ...f, options } : f)),
  };
}
