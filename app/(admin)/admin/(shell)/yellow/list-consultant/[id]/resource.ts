import { aboutList, defineDirectoryEdit, nameErrors } from '@/components/admin/yellow/directory-edit';
import { updatePersonBody } from '@/lib/directory/api-schemas';

const TEXTS = [
  { key: 'name', label: 'edit.name' },
  { key: 'profession', label: 'edit.profession' },
  { key: 'advice_range', label: 'edit.adviceRange', multiline: true },
];

/** A consultant as its edit form holds it: the person's fields and each language's texts (name_mn, profession_en …). */
export type PersonEdit = { id: number; phone_number: string; approval: boolean } & Record<string, unknown>;

/**
 * /admin/yellow/list-consultant/{id}: phone, approval (publishing) and the texts per language, saved with
 * POST /update/person {person, about[]} and checked with that handler's schema.
 */
export const personEditResource = defineDirectoryEdit<PersonEdit>({
  name: 'person',
  schema: updatePersonBody,
  toApi: (v) => ({ person: { id: v.id, phone_number: v.phone_number, approval: v.approval }, about: aboutList(TEXTS, v) }),
  errorFields: { 'person.phone_number': 'phone_number', ...nameErrors('about') },
  texts: TEXTS,
  general: [
    { kind: 'text', name: 'phone_number', label: 'common.phone', required: true },
    { kind: 'checkbox', name: 'approval', label: 'edit.approvalLabel' },
  ],
});
