import { defineResource, type Field } from '@/components/admin/resource/define';
import { YP_ADMIN } from '@/components/admin/yellow/directory-rows';
import { updatePersonBody } from '@/lib/directory/api-schemas';
import type { AdminPerson } from '@/lib/directory/queries-admin';

const LANGS = ['mn', 'en'] as const;
const TEXTS = ['name', 'profession', 'advice_range'] as const;

/** A consultant as its edit form holds it: the person's fields and each language's texts (name_mn, profession_en …). */
export type PersonEdit = { id: number; phone_number: string; approval: boolean } & Record<string, unknown>;

export const personEditRow = ({ person, about }: AdminPerson): PersonEdit => ({
  ...person,
  ...Object.fromEntries(LANGS.flatMap((lang) => TEXTS.map((key) => [`${key}_${lang}`, about.find((a) => a.lang === lang)?.[key] ?? '']))),
});

const texts = (lang: (typeof LANGS)[number]): Field => ({
  kind: 'group',
  name: lang,
  label: `edit.${lang}`,
  fields: [
    { kind: 'text', name: `name_${lang}`, label: 'edit.name', required: true },
    { kind: 'text', name: `profession_${lang}`, label: 'edit.profession' },
    { kind: 'textarea', name: `advice_range_${lang}`, label: 'edit.adviceRange' },
  ],
});

/**
 * /admin/yellow/list-consultant/{id}: phone, approval (publishing) and the texts per language, saved with
 * POST /update/person {person, about[]} and checked with that handler's schema.
 */
export const personEditResource = defineResource<PersonEdit>({
  key: 'consultant-edit',
  messages: 'adminYellow.directory',
  title: 'edit.consultantTitle',
  nameField: 'name_mn',
  api: {
    prefix: YP_ADMIN,
    list: '/get/person',
    rows: 'person',
    update: '/update/person',
    body: 'json',
    toApi: (v) => ({
      person: { id: v.id, phone_number: v.phone_number, approval: v.approval },
      about: LANGS.map((lang) => ({ lang, ...Object.fromEntries(TEXTS.map((key) => [key, v[`${key}_${lang}`]])) })),
    }),
    errorFields: { 'person.phone_number': 'phone_number', 'about.0.name': 'name_mn', 'about.1.name': 'name_en' },
  },
  schema: { update: updatePersonBody },
  columns: [],
  fields: [
    {
      kind: 'group',
      name: 'general',
      label: 'edit.general',
      fields: [
        { kind: 'text', name: 'phone_number', label: 'common.phone', required: true },
        { kind: 'checkbox', name: 'approval', label: 'edit.approvalLabel' },
      ],
    },
    texts('mn'),
    texts('en'),
  ],
  paging: null,
  empty: 'common.emptyList',
  notices: { added: 'common.added', saved: 'common.updated', saveError: 'edit.saveError' },
});
