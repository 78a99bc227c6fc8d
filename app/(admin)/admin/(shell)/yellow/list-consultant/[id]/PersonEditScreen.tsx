'use client';

import { useTranslations } from 'next-intl';
import { EditScreen } from '@/components/admin/yellow/EditScreen';
import { YP_ADMIN } from '@/components/admin/yellow/directory-rows';
import type { AdminPerson } from '@/lib/directory/queries-admin';
import { PersonEditForm } from './PersonEditForm';

/** /admin/yellow/list-consultant/{id}: the consultant's edit form, and deleting the consultant. */
export function PersonEditScreen({ id }: { id: number }) {
  const t = useTranslations('adminYellow.directory');
  return (
    <EditScreen<{ person: AdminPerson }>
      title={t('edit.consultantTitle')}
      listHref="/admin/yellow/list-consultant"
      loadPath={`${YP_ADMIN}/get/person?id=${id}`}
      deletePath={`${YP_ADMIN}/delete/person?id=${id}`}
      nameOf={(data) => data.person.about.find((a) => a.lang === 'mn')?.name ?? ''}
      labels={{
        delete: t('edit.deleteConsultant'),
        deleteConfirm: (name) => t('consultants.deleteConfirm', { name }),
        deleteFailed: t('consultants.deleteFailed'),
        loadFailed: t('edit.personLoadFailed'),
      }}
      form={(data, reload, notice, canWrite) => <PersonEditForm person={data.person} onChanged={reload} notice={notice} canWrite={canWrite} />}
    />
  );
}
