'use client';

import { useTranslations } from 'next-intl';
import { PageHeader } from '@/components/admin/PageHeader';
import ui from '@/components/admin/ui.module.css';
import { UserUpload } from './UserUpload';
import { MeetingUserForm } from './MeetingUserForm';
import styles from './admin.module.css';

/** /admin/yellow/add-user: bulk file upload plus the single-user form. */
export function AddUserScreen() {
  const t = useTranslations('adminYellow.meetings.addUser');
  return (
    <>
      <PageHeader title={t('title')} />
      <div className={styles.stack}>
        <section className={ui.card} aria-labelledby="bulk-heading">
          <h2 id="bulk-heading">{t('bulkHeading')}</h2>
          <UserUpload />
        </section>
        <section className={ui.card} aria-labelledby="single-heading">
          <h2 id="single-heading">{t('singleHeading')}</h2>
          <MeetingUserForm />
        </section>
      </div>
    </>
  );
}
