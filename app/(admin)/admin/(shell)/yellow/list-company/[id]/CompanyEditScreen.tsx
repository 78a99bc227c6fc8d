'use client';

import { useTranslations } from 'next-intl';
import { EditScreen } from '@/components/admin/yellow/EditScreen';
import { YP_ADMIN } from '@/components/admin/yellow/directory-rows';
import type { MainCategory } from '@/lib/directory/categories';
import type { AdminCompany } from '@/lib/directory/queries-admin';
import { CompanyEditForm } from './CompanyEditForm';

/** /admin/yellow/list-company/{id}: the company's edit form, and deleting the company. */
export function CompanyEditScreen({ id, categories }: { id: number; categories: MainCategory[] }) {
  const t = useTranslations('adminYellow.directory');
  return (
    <EditScreen<{ company: AdminCompany }>
      title={t('edit.companyTitle')}
      listHref="/admin/yellow/list-company"
      loadPath={`${YP_ADMIN}/get/company?id=${id}`}
      deletePath={`${YP_ADMIN}/delete/company?id=${id}`}
      nameOf={(data) => data.company.about.find((a) => a.lang === 'mn')?.name ?? ''}
      labels={{
        delete: t('edit.deleteCompany'),
        deleteConfirm: (name) => t('companies.deleteConfirm', { name }),
        deleteFailed: t('companies.deleteFailed'),
        loadFailed: t('edit.loadFailed'),
      }}
      form={(data, reload, notice, canWrite) => <CompanyEditForm company={data.company} categories={categories} onChanged={reload} notice={notice} canWrite={canWrite} />}
    />
  );
}
