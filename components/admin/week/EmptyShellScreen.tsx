'use client';

import { useTranslations } from 'next-intl';
import { PageHeader } from '@/components/admin/PageHeader';
import ui from '@/components/admin/ui.module.css';

/** The screens the spec leaves without behaviour (§2.2): they say so plainly instead of pretending. */
export function EmptyShellScreen({ screen }: { screen: 'addNews' | 'updateNews' }) {
  const t = useTranslations(`adminWeek.shells.${screen}`);
  return (
    <>
      <PageHeader title={t('title')} />
      <div className={ui.card}>
        <p>{t('text')}</p>
      </div>
    </>
  );
}
