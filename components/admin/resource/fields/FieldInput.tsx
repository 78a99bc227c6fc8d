'use client';

import { useEffect } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { FormField, fieldProps } from '@/components/ui/forms/FormField';
import { RichTextEditor } from '../../editor';
import ui from '../../ui.module.css';
import { wordOf, type Field, type Translate } from '../define';
import styles from '../resource.module.css';
import { useOptions } from '../useOptions';
import { useInvalid } from './errors';
import { FileInput, PictureChoiceInput } from './FileInput';
import { IMAGE_ACCEPT } from './FileField';
import { ImageListInput } from './ImageListInput';
import { ListInput } from './ListInput';
import { Options } from '@/components/ui/Options';

type Props = {
  field: Field;
  /** The form's id, so field ids are unique on a page with two forms. */
  formId: string;
  t: Translate;
  /** The row being edited (stored file URLs). */
  row?: Record<string, unknown> | null;
  /** Changes on every reset, to remount inputs that read their value once (the editor, a multiple file input). */
  resetKey: number;
  /** Prefix of nested names inside a repeatable list, e.g. 'contacts.0.'. */
  prefix?: string;
};

/** What every input takes: the form value's name, the element's id, its words and the required mark. */
export type InputProps = { name: string; id: string; label: string; hint?: string; required?: boolean };

const idOf = (formId: string, name: string) => `${formId}-${name.replaceAll('.', '-')}`;

/** The input of one field of a resource form, by its kind. */
export function FieldInput({ field, formId, t, row, resetKey, prefix = '' }: Props) {
  const values = useWatch({ disabled: !field.showIf });
  if (field.showIf && !field.showIf(values)) return null;
  const name = `${prefix}${field.name}`;
  const common: InputProps = { name, id: idOf(formId, name), label: t(field.label), hint: field.hint ? t(field.hint) : undefined, required: field.required };
  const inputs = (fields: Field[], at = prefix) => fields.map((sub) => <FieldInput key={sub.name} field={sub} formId={formId} t={t} row={row} resetKey={resetKey} prefix={at} />);
  switch (field.kind) {
    case 'text':
    case 'email':
    case 'textarea':
    case 'date':
    case 'time':
    case 'datetime-local':
      return <TextInput {...common} kind={field.kind} maxLength={field.maxLength} step={field.step} />;
    case 'bilingual': {
      const en = `${prefix}${field.nameEn}`;
      return (
        <div className={styles.pair}>
          <TextInput {...common} kind={field.multiline ? 'textarea' : 'text'} maxLength={field.maxLength} lang="mn" />
          <TextInput name={en} id={idOf(formId, en)} label={t(field.labelEn)} kind={field.multiline ? 'textarea' : 'text'} maxLength={field.maxLength} lang="en" />
        </div>
      );
    }
    case 'select':
    case 'radio':
      return <ChoiceInput {...common} field={field} t={t} />;
    case 'checkbox':
      return <Checkbox {...common} />;
    case 'group':
      return (
        <fieldset className={ui.fieldset} style={{ display: 'grid' }}>
          <legend>{common.label}</legend>
          {inputs(field.fields)}
        </fieldset>
      );
    case 'image':
    case 'pdf':
    case 'video':
      return <FileInput {...common} kind={field.kind} maxBytes={field.maxBytes} currentUrl={field.current && row ? (row[field.current] as string | null) : null} />;
    case 'richtext':
      return (
        <Controller
          name={name}
          // The editor reads its value once: a reset (Clear, another row) remounts it.
          render={({ field: bound }) => <RichTextEditor key={resetKey} id={common.id} label={common.label} value={String(bound.value ?? '')} onChange={bound.onChange} uploadPath={field.uploadPath} />}
        />
      );
    case 'pictureChoice':
      return <PictureChoiceInput {...common} uploadLabel={t(field.uploadLabel)} choices={field.choices} choicesFrom={field.choicesFrom} t={t} />;
    case 'images':
      return <ImageListInput {...common} max={field.max} />;
    case 'photos':
      return <Photos key={resetKey} {...common} chosen={field.chosen ? (count) => t(field.chosen!, { count }) : undefined} />;
    case 'custom':
      return field.render();
    case 'avatar':
      return <Avatar of={`${prefix}${field.of}`} />;
    case 'list':
      return <ListInput field={field} name={name} t={t} item={(at) => inputs(field.fields, at)} />;
  }
}

type TextProps = InputProps & { kind: 'text' | 'email' | 'textarea' | 'date' | 'time' | 'datetime-local'; maxLength?: number; step?: number; lang?: string };

/** A labelled text, e-mail, date, time, date-and-time or multi-line field bound to the form. */
export function TextInput({ name, id, label, hint, required, kind, ...attributes }: TextProps) {
  const { register } = useFormContext();
  const bound = { ...fieldProps(id, null, hint), ...useInvalid(name), ...register(name), ...attributes };
  return (
    <FormField id={id} label={label} hint={hint} required={required}>
      {kind === 'textarea' ? <textarea className={ui.textarea} rows={4} {...bound} /> : <input className={ui.input} type={kind} {...bound} />}
    </FormField>
  );
}

/** A select or a radio group; option labels are keys in the resource's namespace. */
function ChoiceInput({ name, id, label, hint, required, field, t }: InputProps & { field: Extract<Field, { kind: 'select' | 'radio' }>; t: Translate }) {
  const { register, getValues, setValue } = useFormContext();
  const options = useOptions(field.options, field.optionsFrom);
  // Choices read from the API arrive after the form: show the stored choice once its option exists.
  useEffect(() => {
    if (options.length) setValue(name, getValues(name));
  }, [options.length, name, getValues, setValue]);
  const bound = { ...useInvalid(name), ...register(name) };
  if (field.kind === 'radio') {
    return (
      <fieldset className={ui.fieldset}>
        <legend>{label}</legend>
        {options.map((o) => (
          <label key={o.value} className={ui.choice}>
            <input type="radio" value={o.value} {...bound} /> {wordOf(o, t)}
          </label>
        ))}
      </fieldset>
    );
  }
  return (
    <FormField id={id} label={label} hint={hint} required={required}>
      <select className={ui.select} {...fieldProps(id, null, hint)} {...bound}>
        <option value="">{field.placeholder ? t(field.placeholder) : ''}</option>
        <Options items={options} value={(o) => o.value} label={(o) => wordOf(o, t)} />
      </select>
    </FormField>
  );
}

function Checkbox({ name, id, label, hint }: InputProps) {
  const { register } = useFormContext();
  return (
    <label className={ui.choice}>
      <input type="checkbox" {...register(name)} {...fieldProps(id, null, hint)} {...useInvalid(name)} /> {label}
    </label>
  );
}

/** Several JPEG/PNG files at once (a day's photos): the form holds the FileList (sent as its files); a reset remounts the input. */
function Photos({ name, id, label, hint, required, chosen }: InputProps & { chosen?: (count: number) => string }) {
  const { register } = useFormContext();
  const count = (useWatch({ name }) as FileList | File[] | undefined)?.length ?? 0;
  return (
    <FormField id={id} label={label} hint={hint} required={required}>
      <input {...fieldProps(id, null, hint)} {...useInvalid(name)} {...register(name)} type="file" multiple accept={IMAGE_ACCEPT} />
      {chosen && count > 0 && <p>{chosen(count)}</p>}
    </FormField>
  );
}

/** A circle with the first letter of another field, e.g. the account's first name. */
function Avatar({ of }: { of: string }) {
  const value = String(useWatch({ name: of }) ?? '');
  return (
    <span className={styles.avatar} aria-hidden="true">
      {value.trim().charAt(0).toUpperCase() || '?'}
    </span>
  );
}
