'use client';

import { useState } from 'react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { ResourceScreen } from '@/components/admin/resource/ResourceScreen';
import { useCan } from '@/components/admin/role';
import ui from '@/components/admin/ui.module.css';
import type { MainCategory } from '@/lib/directory/categories';
import { companyListResource } from './resource';
import { Options } from '@/components/ui/Options';

type Props = { categories: MainCategory[] };

/**
 * /admin/yellow/list-company: the company grid with the category filter (main, then sub category) in the header;
 * rows open their edit screen. A new category choice starts the list again at page 1.
 */
export function CompanyListScreen({ categories }: Props) {
  const t = useTranslations('adminYellow.directory');
  const words = useTranslations('admin.ui');
  const router = useRouter();
  const canEdit = useCan('write');
  const [main, setMain] = useState('');
  const [sub, setSub] = useState('');
  const subs = categories.find((c) => c.category_code === main)?.subCategories ?? [];
  const params = { ...(main && { mainCategory: main }), ...(sub && { subCategory: sub }) };

  return (
    <ResourceScreen
      key={`${main}/${sub}`}
      resource={companyListResource}
      add="elsewhere"
      params={params}
      extraActions={[{ label: canEdit ? words('edit') : t('common.details'), onClick: (row) => router.push(`/admin/yellow/list-company/${row.id}`) }]}
      actions={
        <>
          <label htmlFor="yp-filter-main">{t('common.mainCategory')}</label>
          <select
            id="yp-filter-main"
            className={ui.select}
            value={main}
            onChange={(e) => {
              setMain(e.target.value);
              setSub('');
            }}
          >
            <option value="">{t('common.all')}</option>
            <Options items={categories} value={(c) => c.category_code} label={(c) => `${c.category_code} ${c.name}`} />
          </select>
          <label htmlFor="yp-filter-sub">{t('common.subCategory')}</label>
          <select id="yp-filter-sub" className={ui.select} value={sub} disabled={!main} onChange={(e) => setSub(e.target.value)}>
            <option value="">{t('common.all')}</option>
            <Options items={subs} value={(s) => s.category_code} label={(s) => `${s.category_code} ${s.name}`} />
          </select>
          {canEdit && (
            <Link className={ui.primary} href="/admin/yellow/add">
              {t('add.title')}
            </Link>
          )}
        </>
      }
    />
  );
}
