'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { ResourceScreen } from '@/components/admin/resource/ResourceScreen';
import ui from '@/components/admin/ui.module.css';
import { useRowPage } from '@/components/admin/yellow/useRowPage';
import { Options } from '@/components/ui/Options';
import type { MainCategory } from '@/lib/directory/categories';
import { companyListResource } from './resource';

/**
 * /admin/yellow/list-company: the company grid with the category filter (main, then sub category) in the header,
 * sent as the spec's mainCategory/subCategory; rows open their edit screen. A new category choice starts the list
 * again at page 1.
 */
export function CompanyListScreen({ categories }: { categories: MainCategory[] }) {
  const t = useTranslations('adminYellow.directory');
  const [main, setMain] = useState('');
  const [sub, setSub] = useState('');
  const subs = categories.find((c) => c.category_code === main)?.subCategories ?? [];
  const choice = (id: string, label: string, value: string, items: { category_code: string; name: string }[], onChange: (value: string) => void) => (
    <>
      <label htmlFor={id}>{t(label)}</label>
      <select id={id} className={ui.select} value={value} disabled={!items.length} onChange={(e) => onChange(e.target.value)}>
        <option value="">{t('common.all')}</option>
        <Options items={items} value={(c) => c.category_code} label={(c) => `${c.category_code} ${c.name}`} />
      </select>
    </>
  );
  return (
    <ResourceScreen
      key={`${main}/${sub}`}
      resource={companyListResource}
      add="/admin/yellow/add"
      params={{ ...(main && { mainCategory: main }), ...(sub && { subCategory: sub }) }}
      extraActions={[useRowPage('/admin/yellow/list-company')]}
      actions={
        <>
          {choice('yp-filter-main', 'common.mainCategory', main, categories, (value) => {
            setMain(value);
            setSub('');
          })}
          {choice('yp-filter-sub', 'common.subCategory', sub, subs, setSub)}
        </>
      }
    />
  );
}
