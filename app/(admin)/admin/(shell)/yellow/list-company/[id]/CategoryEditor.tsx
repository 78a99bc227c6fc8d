'use client';

import { useTranslations } from 'next-intl';
import ui from '@/components/admin/ui.module.css';
import type { MainCategory } from '@/lib/directory/categories';
import styles from '@/components/admin/yellow/yellow.module.css';
import { Options } from '@/components/ui/Options';

export type CompanyCategory = { category_id: number; category_code: string; name: string };
export type NewCategory = { mainCategory: string; subCategory: string };

type Props = {
  categories: MainCategory[];
  existing: CompanyCategory[];
  onRemoveExisting: (category: CompanyCategory) => void;
  added: NewCategory[];
  onAddedChange: (rows: NewCategory[]) => void;
};

/** A company's categories: stored ones are taken off at once (after a question); new rows are saved with the form. */
export function CategoryEditor({ categories, existing, onRemoveExisting, added, onAddedChange }: Props) {
  const t = useTranslations('adminYellow.directory');
  const set = (i: number, row: NewCategory) => onAddedChange(added.map((r, j) => (j === i ? row : r)));
  return (
    <fieldset className={styles.group}>
      <legend>{t('edit.categories')}</legend>
      {existing.map((category) => (
        <div key={category.category_id} className={styles.listRow}>
          <span>{category.category_code}</span>
          <span>{category.name}</span>
          <button type="button" className={`${ui.danger} ${ui.small}`} onClick={() => onRemoveExisting(category)}>
            {t('common.delete')}
          </button>
        </div>
      ))}
      {added.map((row, i) => (
        <div key={`new-${i}`} className={styles.listRow}>
          <select aria-label={`${t('common.mainCategory')} ${i + 1}`} className={ui.select} value={row.mainCategory} onChange={(e) => set(i, { mainCategory: e.target.value, subCategory: '' })}>
            <Options items={categories} value={(c) => c.category_code} label={(c) => c.name} />
          </select>
          <select aria-label={`${t('common.subCategory')} ${i + 1}`} className={ui.select} value={row.subCategory} onChange={(e) => set(i, { ...row, subCategory: e.target.value })}>
            <option value="">{t('edit.chooseSub')}</option>
            {(categories.find((c) => c.category_code === row.mainCategory)?.subCategories ?? []).map((s) => (
              <option key={s.category_code} value={s.category_code}>
                {s.name}
              </option>
            ))}
          </select>
          <button type="button" className={`${ui.button} ${ui.small}`} onClick={() => onAddedChange(added.filter((_, j) => j !== i))}>
            {t('common.clear')}
          </button>
        </div>
      ))}
      <button type="button" className={ui.button} onClick={() => onAddedChange([...added, { mainCategory: categories[0]?.category_code ?? '01', subCategory: '' }])}>
        {t('edit.addCategory')}
      </button>
    </fieldset>
  );
}
