'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { ResourceScreen } from '@/components/admin/resource/ResourceScreen';
import { LabeledSelect } from '@/components/admin/yellow/LabeledSelect';
import type { MainCategory } from '@/lib/directory/categories';
import { companyListResource } from './resource';

/**
 * /admin/yellow/list-company: the company grid with a category filter in the header (every main category followed
 * by its sub-categories), sent as the spec's mainCategory or subCategory; rows open their edit screen. A new
 * category choice starts the list again at page 1.
 */
export function CompanyListScreen({ categories }: { categories: MainCategory[] }) {
  const t = useTranslations('adminYellow.directory');
  const [code, setCode] = useState('');
  const all = categories.flatMap((c) => [c, ...c.subCategories]);
  // '' is 'Бүгд'; a category shows as 'code name'.
  const names = new Map(all.map((c) => [c.category_code, `${c.category_code} ${c.name}`]));
  return (
    <ResourceScreen
      key={code}
      resource={companyListResource}
      add="/admin/yellow/add"
      params={code ? { [categories.some((c) => c.category_code === code) ? 'mainCategory' : 'subCategory']: code } : undefined}
      rowPage={{ path: '/admin/yellow/list-company', readLabel: 'common.details' }}
      actions={
        <LabeledSelect id="yp-filter-category" label={t('edit.categories')} value={code} values={['', ...names.keys()]} text={(value) => names.get(value) ?? t('common.all')} onChange={setCode} />
      }
    />
  );
}
