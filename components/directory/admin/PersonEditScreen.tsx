'use client';

import { useTranslations } from 'next-intl';
import { EditScreen } from './EditScreen';
import { PersonEditForm } from './PersonEditForm';
import { ypAdmin, type AdminPerson } from './fetch';

/** /admin/yellow/list-consultant/{id}: the consultant's edit form, and deleting the consultant. */
export function PersonEditScreen({ id }: { id: number }) {
  const t = useTranslations('adminYellow.directory');
  return (
    <EditScreen<{ person: AdminPerson }>
      title={t('edit.consultantTitle')}
      listHref="/admin/yellow/list-consultant"
      loadPath={ypAdmin(`/get/person?id=${id}`)}
      deletePath={ypAdmin(`/delete/person?id=${id}`)}
      nameOf={(data) => data.person.about.find((a) => a.lang === 'mn')?.name ?? ''}
      labels={{
        delete: t('edit.deleteConsultant'),
        deleteConfirm: (name) => t('consultants.deleteConfirm', { name }),
        deleteFailed: t('consultants.deleteFailed'),
        loadFailed: t('edit.personLoadFailed'),
      }}
      form={(data, reload, notify) => <PersonEditForm person={data.person} onChanged={reload} notify={notify} />}
    />
  );
}
