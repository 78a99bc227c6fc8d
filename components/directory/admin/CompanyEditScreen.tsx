'use client';

import { useTranslations } from 'next-intl';
import type { MainCategory } from '@/lib/directory/categories';
import { EditScreen } from './EditScreen';
import { CompanyEditForm } from './CompanyEditForm';
import { ypAdmin, type AdminCompany } from './fetch';

/** /admin/yellow/list-company/{id}: the company's edit form, and deleting the company. */
export function CompanyEditScreen({ id, categories }: { id: number; categories: MainCategory[] }) {
  const t = useTranslations('adminYellow.directory');
  return (
    <EditScreen<{ company: AdminCompany }>
      title={t('edit.companyTitle')}
      listHref="/admin/yellow/list-company"
      loadPath={ypAdmin(`/get/company?id=${id}`)}
      deletePath={ypAdmin(`/delete/company?id=${id}`)}
      nameOf={(data) => data.company.about.find((a) => a.lang === 'mn')?.name ?? ''}
      labels={{
        delete: t('edit.deleteCompany'),
        deleteConfirm: (name) => t('companies.deleteConfirm', { name }),
        deleteFailed: t('companies.deleteFailed'),
        loadFailed: t('edit.loadFailed'),
      }}
      form={(data, reload, notify) => <CompanyEditForm company={data.company} categories={categories} onChanged={reload} notify={notify} />}
    />
  );
}
