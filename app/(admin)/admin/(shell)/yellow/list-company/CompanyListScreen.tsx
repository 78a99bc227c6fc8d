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
  // 'Бүгд' first, then each category as 'code name'.
  const choices = (items: { category_code: string; name: string }[]) => [{ value: '', text: t('common.all') }, ...items.map((c) => ({ value: c.category_code, text: `${c.category_code} ${c.name}` }))];
  return (
    <ResourceScreen
      key={`${main}/${sub}`}
      resource={companyListResource}
      add="/admin/yellow/add"
      params={{ ...(main && { mainCategory: main }), ...(sub && { subCategory: sub }) }}
      extraActions={[useRowPage('/admin/yellow/list-company')]}
      actions={
        <>
          <LabeledSelect
            id="yp-filter-main"
            label={t('common.mainCategory')}
            value={main}
            choices={choices(categories)}
            onChange={(value) => {
              setMain(value);
              setSub('');
            }}
          />
          <LabeledSelect id="yp-filter-sub" label={t('common.subCategory')} value={sub} choices={choices(subs)} onChange={setSub} disabled={!main} />
        </>
      }
    />
  );
}
