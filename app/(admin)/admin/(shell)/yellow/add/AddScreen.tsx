'use client';

import { useTranslations } from 'next-intl';
import { Tabs } from '@/components/ui/Tabs';
import { adminFetch, AdminApiError } from '@/components/admin/api';
import { PageHeader } from '@/components/admin/PageHeader';
import { useCan } from '@/components/admin/role';
import { useNotice } from '@/components/admin/TimedMessage';
import { YP_ADMIN } from '@/components/admin/yellow/directory-rows';
import { CompanyForm } from '@/components/directory/forms/CompanyForm';
import { ConsultantForm } from '@/components/directory/forms/ConsultantForm';
import { SubmitError, type Send } from '@/components/directory/forms/submit';
import type { MainCategory } from '@/lib/directory/categories';

/** The public forms' sender over the admin fetch client (a lost session goes to the login page); refusals keep the forms' own error type. */
const sendTo =
  (path: string): Send =>
  async (body) => {
    try {
      await adminFetch(`${YP_ADMIN}${path}`, body instanceof FormData ? { form: body } : { json: body });
    } catch (error) {
      throw error instanceof AdminApiError ? new SubmitError(error.status, error.message) : error;
    }
  };
const sendCompany = sendTo('/insert/yellow-registration');
const sendConsultant = sendTo('/insert/yellow-consultant');

/** /admin/yellow/add: the public forms, saved pre-approved; a success message (5 s) and an empty form follow. */
export function AddScreen({ categories }: { categories: MainCategory[] }) {
  const t = useTranslations('adminYellow.directory');
  const words = useTranslations('admin.ui');
  const canAdd = useCan('write');
  // Spec §4: registration messages stay 5 s.
  const notice = useNotice({ successMs: 5000, errorMs: 5000 });
  const sent = (reset: () => void) => {
    reset();
    notice.success(t('common.added'));
  };
  return (
    <>
      <PageHeader title={t('add.title')} />
      <p>{t('add.note')}</p>
      {notice.element}
      {canAdd ? (
        <Tabs
          label={t('add.tabs')}
          color="var(--color-admin)"
          tabs={[
            { id: 'company', label: t('common.company') },
            { id: 'consultant', label: t('common.consultant') },
          ]}
        >
          <CompanyForm categories={categories} send={sendCompany} onSent={sent} submitLabel={t('add.submit')} />
          <ConsultantForm send={sendConsultant} onSent={sent} submitLabel={t('add.submit')} />
        </Tabs>
      ) : (
        <p role="alert">{words('readOnly')}</p>
      )}
    </>
  );
}
