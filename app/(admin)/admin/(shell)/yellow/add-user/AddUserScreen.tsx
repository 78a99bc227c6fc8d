'use client';

import { useTranslations } from 'next-intl';
import { PageHeader } from '@/components/admin/PageHeader';
import { ResourceForm } from '@/components/admin/resource/ResourceForm';
import { apiPath } from '@/components/admin/resource/define';
import { useRefetchAdmin } from '@/components/admin/api';
import { useCan } from '@/components/admin/role';
import { SheetUpload, type RejectedRow } from '@/components/admin/SheetUpload';
import { useNotice } from '@/components/admin/TimedMessage';
import ui from '@/components/admin/ui.module.css';
import styles from '@/components/admin/yellow/yellow.module.css';
import { meetingUserResource as users } from '../meeting-users/resource';

type Report = { added: number; updated: number; rejected: RejectedRow[] };

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
            <SheetUpload<Report>
              id="users-file"
              messages="adminYellow.meetings.addUser"
              nameKey="email"
              accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              template={`${users.fields.map((f) => f.name).join(',')}\r\n`}
              templateName="meeting-users.csv"
              uploadPath={apiPath(users, '/upload/meeting-users')}
              refetchPath={list}
              summary={(res) => t('report', { added: res.added, updated: res.updated, rejected: res.rejected.length })}
            />
          </section>
          {notice.element}
          <ResourceForm resource={users} row={null} notice={notice} onSaved={() => refetch(list)} />
        </div>
      )}
    </>
  );
}
