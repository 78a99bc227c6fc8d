'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { ResourceScreen } from '@/components/admin/resource/ResourceScreen';
import { useRowPage } from '@/components/admin/yellow/useRowPage';
import { LabeledSelect } from '@/components/admin/yellow/LabeledSelect';
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
  // '' is 'Бүгд'; a category shows as 'code name'.
  const codes = (items: { category_code: string }[]) => ['', ...items.map((c) => c.category_code)];
  const names = new Map(categories.flatMap((c) => [c, ...c.subCategories]).map((c) => [c.category_code, `${c.category_code} ${c.name}`] as const));
  const text = (code: string) => names.get(code) ?? t('common.all');
  const open = useRowPage('/admin/yellow/list-company');
  const chooseMain = (code: string) => {
    setMain(code);
    setSub('');
  };
  return (
    <ResourceScreen
      key={`${main}/${sub}`}
      resource={companyListResource}
      add="/admin/yellow/add"
      params={{ ...(main && { mainCategory: main }), ...(sub && { subCategory: sub }) }}
      extraActions={[open]}
      actions={
        <>
          <LabeledSelect id="yp-filter-main" label={t('common.mainCategory')} value={main} values={codes(categories)} text={text} onChange={chooseMain} />
          <LabeledSelect id="yp-filter-sub" label={t('common.subCategory')} value={sub} values={codes(subs)} text={text} onChange={setSub} disabled={!main} />
        </>
      }
    />
  );
}
