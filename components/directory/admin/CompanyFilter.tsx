'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import ui from '@/components/admin/ui.module.css';
import type { MainCategory } from '@/lib/directory/categories';
import { Modal } from './Modal';

export type TriState = 'all' | 'true' | 'false';
export type CompanyFilters = { mainCategory: string; subCategory: string; approval: TriState; status: TriState };
export const NO_FILTERS: CompanyFilters = { mainCategory: '', subCategory: '', approval: 'all', status: 'all' };

type Props = { categories: MainCategory[]; value: CompanyFilters; onApply: (filters: CompanyFilters) => void; onClose: () => void };

/** The company list's filter modal (mounted while open): main and sub category, approval and operating status. */
export function CompanyFilter({ categories, value, onApply, onClose }: Props) {
  const t = useTranslations('adminYellow.directory');
  const [draft, setDraft] = useState(value);
  const subs = categories.find((c) => c.category_code === draft.mainCategory)?.subCategories ?? [];
  const tri = (name: 'approval' | 'status', label: string, yes: string, no: string) => (
    <div>
      <label htmlFor={`yp-filter-${name}`}>{label}</label>
      <select id={`yp-filter-${name}`} className={ui.select} value={draft[name]} onChange={(e) => setDraft({ ...draft, [name]: e.target.value as TriState })}>
        <option value="all">{t('common.all')}</option>
        <option value="true">{yes}</option>
        <option value="false">{no}</option>
      </select>
    </div>
  );
  return (
    <Modal title={t('companies.filterTitle')} onClose={onClose}>
      <form
        className={ui.form}
        onSubmit={(event) => {
          event.preventDefault();
          onApply(draft);
        }}
      >
        <div>
          <label htmlFor="yp-filter-main">{t('common.mainCategory')}</label>
          <select
            id="yp-filter-main"
            className={ui.select}
            value={draft.mainCategory}
            onChange={(e) => setDraft({ ...draft, mainCategory: e.target.value, subCategory: '' })}
          >
            <option value="">{t('common.all')}</option>
            {categories.map((c) => (
              <option key={c.category_code} value={c.category_code}>
                {c.category_code} {c.name}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="yp-filter-sub">{t('common.subCategory')}</label>
          <select
            id="yp-filter-sub"
            className={ui.select}
            value={draft.subCategory}
            disabled={!draft.mainCategory}
            onChange={(e) => setDraft({ ...draft, subCategory: e.target.value })}
          >
            <option value="">{t('common.all')}</option>
            {subs.map((s) => (
              <option key={s.category_code} value={s.category_code}>
                {s.category_code} {s.name}
              </option>
            ))}
          </select>
        </div>
        {tri('approval', t('common.approval'), t('common.approved'), t('common.pending'))}
        {tri('status', t('common.status'), t('common.operating'), t('common.stopped'))}
        <div className={ui.actions}>
          <button type="button" className={ui.button} onClick={() => setDraft(NO_FILTERS)}>
            {t('companies.reset')}
          </button>
          <button type="submit" className={ui.primary}>
            {t('companies.apply')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
