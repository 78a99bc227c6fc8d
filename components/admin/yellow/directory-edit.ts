import type { ZodType } from 'zod';
import { defineResource, type Field, type Resource } from '@/components/admin/resource/define';
import { YP_ADMIN } from './directory-rows';

/**
 * Each language's texts of a directory company or consultant: one group of fields per language in the edit
 * form (name_mn, address_en …; the name is required) and the API's about[] list ({lang, name, …}, mn first).
 */
const LANGS = ['mn', 'en'] as const;
type Text = { key: string; label: string; multiline?: boolean };
type About = { lang: string } & Record<string, unknown>;

const textGroups = (texts: Text[]): Field[] =>
  LANGS.map((lang) => ({
    kind: 'group',
    name: lang,
    label: `edit.${lang}`,
    fields: texts.map(({ key, label, multiline }, i) => ({ kind: multiline ? 'textarea' : 'text', name: `${key}_${lang}`, label, required: i === 0 })),
  }));

/** The form values as the API's about[] list. */
export const aboutList = (texts: Text[], values: Record<string, unknown>) =>
  LANGS.map((lang) => ({ lang, ...Object.fromEntries(texts.map(({ key }) => [key, values[`${key}_${lang}`]])) }));

/** The name rules of an about[] list at `path` on the form's name fields. */
export const nameErrors = (path: string) => ({ [`${path}.0.name`]: 'name_mn', [`${path}.1.name`]: 'name_en' });

/** What differs between the company and the consultant edit screens: their list and texts (keys in adminYellow.directory). */
const SCREENS = {
  company: { list: '/admin/yellow/list-company', plural: 'companies', title: 'edit.companyTitle', remove: 'edit.deleteCompany', loadFailed: 'edit.loadFailed' },
  person: { list: '/admin/yellow/list-consultant', plural: 'consultants', title: 'edit.consultantTitle', remove: 'edit.deleteConsultant', loadFailed: 'edit.personLoadFailed' },
} as const;

/** GET /get/<name>?id= answers {<name>: {…its own fields}, about: [{lang, …texts}], …}. */
export type DirectoryEntity = Record<string, unknown> & { about: About[] };

type EditOnly = {
  /** The entity of GET /get/<name>, POST /update/<name> and DELETE /delete/<name>. */
  name: keyof typeof SCREENS;
  schema: ZodType;
  /** The fields under 'Ерөнхий мэдээлэл'; each language's `texts` follow. */
  general: Field[];
  texts: Text[];
} & Required<Pick<Resource['api'], 'toApi' | 'errorFields'>>;

/**
 * The edit screen of a directory entity whose API body is nested (JSON): the shared texts and notices, and for
 * EditScreen the list it belongs to, its texts and `toRow`, the loaded entity as the form's flat values.
 */
export function defineDirectoryEdit<Row extends { id: number }>({ name, schema, general, texts, toApi, errorFields }: EditOnly): DirectoryEdit<Row> {
  const screen = SCREENS[name];
  const resource = defineResource<Row>({
    key: `${name}-edit`,
    messages: 'adminYellow.directory',
    title: screen.title,
    nameField: 'id',
    api: { prefix: YP_ADMIN, list: `/get/${name}`, rows: name, update: `/update/${name}`, remove: `/delete/${name}`, body: 'json', toApi, errorFields },
    schema: { update: schema },
    columns: [],
    fields: [{ kind: 'group', name: 'general', label: 'edit.general', fields: general }, ...textGroups(texts)],
    paging: null,
    empty: 'common.emptyList',
    notices: { added: 'common.added', saved: 'common.updated', saveError: 'edit.saveError' },
  });
  const toRow = (entity: DirectoryEntity): Row => ({
    ...(entity[name] as Row),
    ...Object.fromEntries(LANGS.flatMap((lang) => texts.map(({ key }) => [`${key}_${lang}`, entity.about.find((a) => a.lang === lang)?.[key] ?? '']))),
  });
  return { ...resource, screen: { ...screen, toRow } };
}

export type DirectoryEdit<Row extends { id: number }> = Resource<Row> & {
  screen: (typeof SCREENS)[keyof typeof SCREENS] & { toRow: (entity: DirectoryEntity) => Row };
};
