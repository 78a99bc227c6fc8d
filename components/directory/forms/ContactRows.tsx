'use client';

import { useFieldArray, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import { MAX_LIST_ITEMS, type ContactList } from '@/lib/directory/validators';
import type { CompanyFormInput, CompanyFormOutput } from './schemas';
import { fieldProps } from '@/components/ui/forms/FormField';
import styles from './forms.module.css';

type Props = {
  idPrefix: string;
  name: ContactList;
  control: Control<CompanyFormInput, unknown, CompanyFormOutput>;
  register: UseFormRegister<CompanyFormInput>;
  errors: FieldErrors<CompanyFormInput>;
};

const INPUT_TYPE: Record<ContactList, string> = { emails: 'email', phones: 'tel', faxes: 'tel', websites: 'url' };

/** A repeatable contact list (e-mails, phones, faxes or websites); remove shows only while more than one exists. */
export function ContactRows({ idPrefix, name, control, register, errors }: Props) {
  const t = useTranslations('yp.form');
  const { fields, append, remove } = useFieldArray({ control, name });
  const label = t(name);
  return (
    <fieldset className={styles.fieldset}>
      <legend>{label}</legend>
      <ol className={styles.rows}>
        {fields.map((field, i) => {
          const id = `${idPrefix}-${name}-${i}`;
          const error = errors[name]?.[i]?.value?.message;
          return (
            <li key={field.id}>
              <div className={styles.row}>
                <div>
                  <label htmlFor={id} className="visually-hidden">{`${label} ${i + 1}`}</label>
                  <input {...fieldProps(id, error)} type={INPUT_TYPE[name]} className={styles.input} {...register(`${name}.${i}.value`)} />
                </div>
                {fields.length > 1 && (
                  <button type="button" className={styles.remove} onClick={() => remove(i)} aria-label={t('removeRow', { label, n: i + 1 })}>
                    {t('remove')}
                  </button>
                )}
              </div>
              {error && (
                <p id={`${id}-error`} className={styles.error}>
                  {error}
                </p>
              )}
            </li>
          );
        })}
      </ol>
      {fields.length < MAX_LIST_ITEMS && (
        <button type="button" className={styles.button} onClick={() => append({ value: '' })}>
          {`${t('add')}: ${label}`}
        </button>
      )}
    </fieldset>
  );
}
