'use client';

import { useTranslations } from 'next-intl';
import { PageHeader } from '@/components/admin/PageHeader';
import { ResourceForm } from '@/components/admin/resource/ResourceForm';
import { apiPath, type Sheet } from '@/components/admin/resource/define';
import { useRefetchAdmin } from '@/components/admin/api';
import { useCan } from '@/components/admin/role';
import { SheetUpload } from '@/components/admin/SheetUpload';
import { useNotice } from '@/components/admin/TimedMessage';
import ui from '@/components/admin/ui.module.css';
import styles from '@/components/admin/yellow/yellow.module.css';
import { meetingUserResource as users } from '../meeting-users/resource';

/** The user list's columns are the form's fields. */
const USERS_SHEET: Sheet = {
  path: '/upload/meeting-users',
  messages: 'adminYellow.meetings.addUser',
  nameKey: 'email',
  summary: 'report',
  accept: '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  template: `${users.fields.map((f) => f.name).join(',')}\r\n`,
  templateName: 'meeting-users.csv',
};

/**
 * /admin/yellow/add-user: a CSV or XLSX user list (its report — added, updated, rejected with reasons — stays until
 * the next upload) whose columns are the form's fields, then the single-user form (the meeting-user resource's own).
 */
export function AddUserScreen() {
  const t = useTranslations('adminYellow.meetings.addUser');
  const words = useTranslations('admin.ui');
  const canAdd = useCan('write');
  const notice = useNotice();
  const refetch = useRefetchAdmin();
  const list = apiPath(users, users.api.list);
  return (
    <>
      <PageHeader title={t('title')} />
      {!canAdd ? (
        <p role="alert">{words('readOnly')}</p>
      ) : (
        <div className={styles.stack}>
          <section className={ui.card} aria-labelledby="bulk-heading">
            <h2 id="bulk-heading">{t('bulkHeading')}</h2>
            <SheetUpload resource={users} sheet={USERS_SHEET} />
          </section>
          {notice.element}
          <ResourceForm resource={users} row={null} notice={notice} onSaved={() => refetch(list)} />
        </div>
      )}
    </>
  );
}
