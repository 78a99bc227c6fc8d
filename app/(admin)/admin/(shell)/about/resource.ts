import { defineResource, type Column, type Field, writePaths } from '@/components/admin/resource/define';
import type { AboutCategory } from '@/lib/about/form-messages';
import { insertAboutForm, updateAboutForm } from '@/lib/about/validators';

export type Person = {
  id: number;
  about_category: AboutCategory;
  name: string;
  name_en: string;
  position: string;
  position_en: string;
  company: string;
  company_en: string;
  email: string;
  profile: string;
  years_of_work: string;
};

const name: Field = { kind: 'bilingual', name: 'name', label: 'fields.name', nameEn: 'name_en', labelEn: 'fields.name_en', required: true, maxLength: 200 };
const position: Field = { kind: 'bilingual', name: 'position', label: 'fields.position', nameEn: 'position_en', labelEn: 'fields.position_en', maxLength: 500 };
const company: Field = { kind: 'bilingual', name: 'company', label: 'fields.company', nameEn: 'company_en', labelEn: 'fields.company_en', maxLength: 500 };
const picture: Field = { kind: 'image', name: 'image', label: 'fields.image', hint: 'imageHint', current: 'profile', required: true };

const column = (field: keyof Person & string, cell?: Column<Person>['cell']): Column<Person> => ({ field, label: `fields.${field}`, cell, sortable: !cell, filter: cell ? undefined : 'text' });
const profile: Column<Person> = { field: 'profile', label: 'fields.image', cell: 'image', width: 110 };

/**
 * One About Us list (or the auditors, with their own texts): the people of one about_category, all in GET /get/about-us,
 * added and edited with that category's fields; the schema is the API's, discriminated by about_category.
 */
export function personResource(category: AboutCategory, fields: Field[], columns: Column<Person>[]) {
  return defineResource<Person>({
    key: `about-us-${category}`,
    messages: 'admin.content2.about',
    title: 'heading',
    nameField: 'name',
    api: { prefix: '/api/admin', list: '/get/about-us', rows: 'about', ...writePaths('about-us'), body: 'multipart', exports: true },
    schema: { insert: insertAboutForm, update: updateAboutForm },
    columns: [column('name'), profile, ...columns],
    fields,
    defaults: { about_category: category },
    formTitles: { add: `sections.${category}.addTitle`, edit: `sections.${category}.editTitle` },
    paging: null,
    // Spec §4: 'Амжилттай шинэчлэгдлээ.' in a modal that closes after 3 s; failures as 'Алдаа гарлаа: {error}'.
    notices: { added: 'updated', saved: 'updated', saveError: 'saveError', deleteError: 'saveError', modal: true },
  });
}

export const presidentResource = personResource(
  'President',
  [name, { kind: 'text', name: 'years_of_work', label: 'fields.years_of_work', required: true, maxLength: 100 }, picture],
  [column('years_of_work')],
);
export const councilResource = personResource('Association', [name, { ...position, required: true }, { ...company, required: true }, picture], [
  column('position'),
  column('company'),
]);
export const officeResource = personResource(
  'Office',
  [name, { ...position, required: true }, { kind: 'email', name: 'email', label: 'fields.email', required: true, maxLength: 200 }, picture],
  [column('position'), column('email', 'email')],
);

export const aboutFields = { name, position, company };
