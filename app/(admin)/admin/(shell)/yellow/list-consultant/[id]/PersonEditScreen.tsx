'use client';

import { useTranslations } from 'next-intl';
import { ResourceForm } from '@/components/admin/resource/ResourceForm';
import { EditScreen } from '@/components/admin/yellow/EditScreen';
import { YP_ADMIN } from '@/components/admin/yellow/directory-rows';
import type { AdminPerson } from '@/lib/directory/queries-admin';
import { personEditResource, personEditRow } from './resource';

/** /admin/yellow/list-consultant/{id}: the consultant's edit form (every control off for a read-only account), and deleting the consultant. */
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
      form={(data, reload, notice, canWrite) => (
        <ResourceForm resource={personEditResource} row={personEditRow(data.person)} notice={notice} onSaved={reload} readOnly={!canWrite} />
      )}
    />
  );
}
