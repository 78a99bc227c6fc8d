'use client';

import { useCallback, useState } from 'react';
import { useTranslations } from 'next-intl';
import { Tabs } from '@/components/ui/Tabs';
import { PageHeader } from '@/components/admin/PageHeader';
import { TimedMessage } from '@/components/admin/TimedMessage';
import type { MainCategory } from '@/lib/directory/categories';
import { CompanyForm } from '../forms/CompanyForm';
import { ConsultantForm } from '../forms/ConsultantForm';
import { postTo } from '../forms/submit';
import { ypAdmin } from './fetch';

const sendCompany = postTo(ypAdmin('/insert/yellow-registration'));
const sendConsultant = postTo(ypAdmin('/insert/yellow-consultant'));

/** /admin/yellow/add: the public forms, saved pre-approved; a success message and an empty form follow. */
export function AddScreen({ categories }: { categories: MainCategory[] }) {
  const t = useTranslations('adminYellow.directory');
  const [note, setNote] = useState<string | null>(null);
  const clear = useCallback(() => setNote(null), []);
  const sent = (reset: () => void) => {
    reset();
    setNote(t('common.added'));
  };
  return (
    <>
      <PageHeader title={t('add.title')} />
      <p>{t('add.note')}</p>
      <TimedMessage message={note} kind="success" ms={5000} onDone={clear} />
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
    </>
  );
}
