import type { ZodType } from 'zod';
import { defineResource, type Field, type Resource } from '@/components/admin/resource/define';
import { YP_ADMIN } from './directory-rows';

/**
 * Each language's texts of a directory company or consultant: one group of fields per language in the edit
 * form (name_mn, address_en …; the name is required) and the API's about[] list ({lang, name, …}, mn first).
 */
const LANGS = ['mn', 'en'] as const;
type Text = { key: string; label: string; multiline?: boolean };

export const textGroups = (texts: Text[]): Field[] =>
  LANGS.map((lang) => ({
    kind: 'group',
    name: lang,
    label: `edit.${lang}`,
    fields: texts.map(({ key, label, multiline }, i) => ({ kind: multiline ? 'textarea' : 'text', name: `${key}_${lang}`, label, required: i === 0 })),
  }));

/** The stored texts as form values. */
export const textValues = (texts: Text[], about: ({ lang: string } & Record<string, unknown>)[]) =>
  Object.fromEntries(LANGS.flatMap((lang) => texts.map(({ key }) => [`${key}_${lang}`, about.find((a) => a.lang === lang)?.[key] ?? ''])));

/** The form values as the API's about[] list. */
export const aboutList = (texts: Text[], values: Record<string, unknown>) =>
  LANGS.map((lang) => ({ lang, ...Object.fromEntries(texts.map(({ key }) => [key, values[`${key}_${lang}`]])) }));

/** The name rules of an about[] list at `path` on the form's name fields. */
export const nameErrors = (path: string) => ({ [`${path}.0.name`]: 'name_mn', [`${path}.1.name`]: 'name_en' });

type EditOnly<Row extends { id: number }> = Pick<Resource<Row>, 'title'> & {
  /** The entity of GET /get/<name> and POST /update/<name>. */
  name: 'company' | 'person';
  schema: ZodType;
  /** The fields under 'Ерөнхий мэдээлэл'; each language's `texts` follow. */
  general: Field[];
  texts: Text[];
} & Required<Pick<Resource<Row>['api'], 'toApi' | 'errorFields'>>;

/** The edit form of a directory entity whose API body is nested: JSON, the shared texts and notices, no list. */
export const defineDirectoryEdit = <Row extends { id: number }>({ name, title, schema, general, texts, toApi, errorFields }: EditOnly<Row>) =>
  defineResource<Row>({
    key: `${name}-edit`,
    messages: 'adminYellow.directory',
    title,
    nameField: 'id',
    api: { prefix: YP_ADMIN, list: `/get/${name}`, rows: name, update: `/update/${name}`, body: 'json', toApi, errorFields },
    schema: { update: schema },
    columns: [],
    fields: [{ kind: 'group', name: 'general', label: 'edit.general', fields: general }, ...textGroups(texts)],
    paging: null,
    empty: 'common.emptyList',
    notices: { added: 'common.added', saved: 'common.updated', saveError: 'edit.saveError' },
  });
