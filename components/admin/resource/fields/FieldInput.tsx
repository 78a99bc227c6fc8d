'use client';

import { useState } from 'react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import ui from '../../ui.module.css';
import type { Field } from '../define';
import styles from '../resource.module.css';
import { ChoiceInput } from './ChoiceInput';
import { FileInput } from './FileInput';
import { FilesInput } from './FilesInput';
import { ImageListInput } from './ImageListInput';
import { PictureChoiceInput } from './PictureChoiceInput';
import { RichTextInput } from './RichTextInput';
import { TextInput } from './TextInput';
import { OrderButtons } from './OrderButtons';
import { useDragOrder } from './useDragOrder';

type Props = {
  field: Field;
  /** The form's id, so field ids are unique on a page with two forms. */
  formId: string;
  t: (key: string, values?: Record<string, string | number>) => string;
  /** The row being edited (stored file URLs). */
  row?: Record<string, unknown> | null;
  /** Changes on every reset, to remount editors that read their value once. */
  resetKey: number;
  /** Prefix of nested names inside a repeatable list, e.g. 'contacts.0.'. */
  prefix?: string;
};

/** The input of one field of a resource form, by its kind. */
export function FieldInput({ field, formId, t, row, resetKey, prefix = '' }: Props) {
  const name = `${prefix}${field.name}`;
  const id = `${formId}-${name.replaceAll('.', '-')}`;
  const common = { name, id, label: t(field.label), hint: field.hint ? t(field.hint) : undefined, required: field.required };
  switch (field.kind) {
    case 'text':
    case 'email':
    case 'textarea':
    case 'date':
    case 'time':
    case 'datetime-local':
      return <TextInput {...common} kind={field.kind} maxLength={field.maxLength} step={field.step} />;
    case 'bilingual':
      return (
        <div className={styles.pair}>
          <TextInput {...common} kind={field.multiline ? 'textarea' : 'text'} maxLength={field.maxLength} lang="mn" />
          <TextInput
            name={`${prefix}${field.nameEn}`}
            id={`${formId}-${prefix.replaceAll('.', '-')}${field.nameEn}`}
            label={t(field.labelEn)}
            kind={field.multiline ? 'textarea' : 'text'}
            maxLength={field.maxLength}
            lang="en"
          />
        </div>
      );
    case 'select':
    case 'radio':
      return <ChoiceInput {...common} kind={field.kind} options={field.options} optionsFrom={field.optionsFrom} placeholder={field.placeholder} t={t} />;
    case 'group':
      return (
        <fieldset className={ui.fieldset} style={{ display: 'grid' }}>
          <legend>{common.label}</legend>
          {field.fields.map((sub) => (
            <FieldInput key={sub.name} field={sub} formId={formId} t={t} row={row} resetKey={resetKey} prefix={prefix} />
          ))}
        </fieldset>
      );
    case 'checkbox':
      return <ChoiceInput {...common} kind="checkbox" t={t} />;
    case 'image':
    case 'pdf':
    case 'video':
      return <FileInput {...common} kind={field.kind} maxBytes={field.maxBytes} currentUrl={field.current && row ? (row[field.current] as string | null) : null} />;
    case 'richtext':
      return <RichTextInput name={name} id={id} label={common.label} uploadPath={field.uploadPath} resetKey={resetKey} />;
    case 'pictureChoice':
      return <PictureChoiceInput {...common} uploadLabel={t(field.uploadLabel)} choices={field.choices} choicesFrom={field.choicesFrom} t={t} />;
    case 'images':
      return <ImageListInput {...common} max={field.max} />;
    case 'photos':
      return <FilesInput key={resetKey} {...common} accept="image/jpeg,image/png,.jpg,.jpeg,.png" chosen={field.chosen ? (count) => t(field.chosen!, { count }) : undefined} />;
    case 'custom':
      return field.render();
    case 'avatar':
      return <Avatar of={`${prefix}${field.of}`} />;
    case 'list':
      return <ListInput field={field} formId={formId} t={t} resetKey={resetKey} name={name} />;
  }
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

/** A repeatable list of small records: each item shows the sub-fields, with add and remove buttons. */
function ListInput({ field, formId, t, resetKey, name }: { field: Extract<Field, { kind: 'list' }>; formId: string; t: Props['t']; resetKey: number; name: string }) {
  const words = useTranslations('admin.ui');
  const { control } = useFormContext();
  const items = useFieldArray({ control, name });
  const blank = Object.fromEntries(field.fields.map((f) => [f.name, f.kind === 'checkbox' ? false : '']));
  const drag = useDragOrder(items.move);
  const [moved, setMoved] = useState('');
  return (
    <fieldset className={ui.fieldset}>
      <legend>{t(field.label)}</legend>
      {field.ordered && items.fields.length > 1 && <p className={styles.listHint}>{words('orderHint')}</p>}
      {items.fields.map((item, index) => (
        <div key={item.id} className={styles.listItem} {...(field.ordered ? drag.target(index) : {})}>
          {field.fields.map((sub) => (
            <FieldInput key={sub.name} field={sub} formId={formId} t={t} resetKey={resetKey} prefix={`${name}.${index}.`} />
          ))}
          <div className={styles.listActions}>
            {field.ordered && (
              <>
                <span className={styles.dragHandle} aria-hidden="true" title={words('dragHandle')} {...drag.handle(index)}>
                  ⠿
                </span>
                <OrderButtons index={index} count={items.fields.length} move={items.move} onMoved={setMoved} />
              </>
            )}
            <button type="button" className={`${ui.danger} ${ui.small}`} onClick={() => items.remove(index)}>
              {words('removeItem', { n: index + 1 })}
            </button>
          </div>
        </div>
      ))}
      <div>
        <button type="button" className={`${ui.button} ${ui.small}`} onClick={() => items.append(blank)}>
          {t(field.addLabel)}
        </button>
      </div>
      {field.ordered && (
        <p className="visually-hidden" aria-live="polite">
          {moved}
        </p>
      )}
    </fieldset>
  );
}
