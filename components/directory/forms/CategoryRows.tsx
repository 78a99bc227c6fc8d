'use client';

import { useFieldArray, useWatch, type Control, type FieldErrors, type UseFormRegister, type UseFormSetValue } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import type { MainCategory } from '@/lib/directory/categories';
import { MAX_CATEGORY_ROWS } from '@/lib/directory/validators';
import type { CompanyFormInput, CompanyFormOutput } from './schemas';
import { FormField, fieldProps } from '@/components/ui/forms/FormField';
import styles from './forms.module.css';
import { Options } from '@/components/ui/Options';

type Props = {
  idPrefix: string;
  categories: MainCategory[];
  control: Control<CompanyFormInput, unknown, CompanyFormOutput>;
  register: UseFormRegister<CompanyFormInput>;
  setValue: UseFormSetValue<CompanyFormInput>;
  errors: FieldErrors<CompanyFormInput>;
};

/** Rows of main category + sub-category; a row can be removed only while more than one exists. */
export function CategoryRows({ idPrefix, categories, control, register, setValue, errors }: Props) {
  const t = useTranslations('yp.form');
  const { fields, append, remove } = useFieldArray({ control, name: 'categories' });
  const chosen = useWatch({ control, name: 'categories' });
  return (
    <fieldset className={styles.fieldset}>
      <legend>
        {t('categories')} <span className={styles.required}>*</span>
      </legend>
      <ol className={styles.rows}>
        {fields.map((field, i) => {
          const main = chosen?.[i]?.mainCategory ?? '01';
          const subs = categories.find((c) => c.category_code === main)?.subCategories ?? [];
          const error = errors.categories?.[i]?.subCategory?.message;
          const mainId = `${idPrefix}-main-${i}`;
          const subId = `${idPrefix}-sub-${i}`;
          return (
            <li key={field.id} className={styles.categoryRow}>
              <FormField id={mainId} label={t('mainCategory')}>
                <select
                  id={mainId}
                  className={styles.select}
                  {...register(`categories.${i}.mainCategory`, { onChange: () => setValue(`categories.${i}.subCategory`, '') })}
                >
                  <Options items={categories} value={(c) => c.category_code} label={(c) => c.name} />
                </select>
              </FormField>
              <FormField id={subId} label={t('subCategory')} error={error}>
                <select {...fieldProps(subId, error)} className={styles.select} {...register(`categories.${i}.subCategory`)}>
                  <option value="">{t('chooseSub')}</option>
                  <Options items={subs} value={(s) => s.category_code} label={(s) => s.name} />
                </select>
              </FormField>
              {fields.length > 1 && (
                <button type="button" className={styles.remove} onClick={() => remove(i)} aria-label={t('removeRow', { label: t('categories'), n: i + 1 })}>
                  {t('remove')}
                </button>
              )}
            </li>
          );
        })}
      </ol>
      {errors.categories?.message && <p className={styles.error}>{errors.categories.message}</p>}
      {fields.length < MAX_CATEGORY_ROWS && (
        <button type="button" className={styles.button} onClick={() => append({ mainCategory: '01', subCategory: '' })}>
          {t('addCategory')}
        </button>
      )}
    </fieldset>
  );
}
