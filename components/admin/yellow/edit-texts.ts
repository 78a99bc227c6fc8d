import type { Field } from '@/components/admin/resource/define';

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
