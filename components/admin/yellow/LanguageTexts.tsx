'use client';

import { useTranslations } from 'next-intl';
import { FormField, fieldProps } from '@/components/admin/FormField';
import ui from '@/components/admin/ui.module.css';
import styles from './yellow.module.css';
import columns from '@/components/ui/columns.module.css';

export type Lang = 'mn' | 'en';

type Props<K extends string> = {
  lang: Lang;
  /** The fields of one language's text, in order; the first is the (required) name. */
  fields: { key: K; label: string; multiline?: boolean }[];
  value: Record<K, string>;
  onChange: (value: Record<K, string>) => void;
  nameError?: string;
};

/** One language's texts of a company or consultant (name, address, about …). */
export function LanguageTexts<K extends string>({ lang, fields, value, onChange, nameError }: Props<K>) {
  const t = useTranslations('adminYellow.directory.edit');
  return (
    <fieldset className={styles.group}>
      <legend>{t(lang)}</legend>
      {fields.map((field, i) => {
        const id = `yp-${lang}-${field.key}`;
        const error = i === 0 ? nameError : undefined;
        const control = {
          ...fieldProps(id, error),
          value: value[field.key],
          onChange: (e: { target: { value: string } }) => onChange({ ...value, [field.key]: e.target.value }),
        };
        return (
          <FormField key={field.key} id={id} label={field.label} error={error} required={i === 0}>
            {field.multiline ? <textarea {...control} className={ui.textarea} rows={5} /> : <input {...control} className={ui.input} />}
          </FormField>
        );
      })}
    </fieldset>
  );
}

type BothProps<K extends string> = {
  fields: { key: K; label: string; multiline?: boolean }[];
  texts: Record<Lang, Record<K, string>>;
  onChange: (texts: Record<Lang, Record<K, string>>) => void;
  /** The name's error of the i-th language (mn 0, en 1), as the API's `about` list orders them. */
  nameError: (index: number) => string | undefined;
};

export const LANGS = ['mn', 'en'] as const;

/** The Mongolian and English texts side by side. */
export function BilingualTexts<K extends string>({ fields, texts, onChange, nameError }: BothProps<K>) {
  return (
    <div className={columns.halves}>
      {LANGS.map((lang, i) => (
        <LanguageTexts key={lang} lang={lang} fields={fields} value={texts[lang]} onChange={(value) => onChange({ ...texts, [lang]: value })} nameError={nameError(i)} />
      ))}
    </div>
  );
}
