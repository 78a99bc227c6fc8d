'use client';

import { useTranslations } from 'next-intl';
import { PageHeader } from '@/components/admin/PageHeader';
import { ResourceForm } from '@/components/admin/resource/ResourceForm';
import { apiPath } from '@/components/admin/resource/define';
import { useRefetchAdmin } from '@/components/admin/api';
import { useCan } from '@/components/admin/role';
import { useNotice } from '@/components/admin/TimedMessage';
import ui from '@/components/admin/ui.module.css';
import styles from '@/components/admin/yellow/yellow.module.css';
import { meetingUserResource } from '../meeting-users/resource';
import { UserUpload } from './UserUpload';

/** /admin/yellow/add-user: bulk file upload plus the single-user form (the meeting-user resource's own). */
export function AddUserScreen() {
  const t = useTranslations('adminYellow.meetings.addUser');
  const words = useTranslations('admin.ui');
  const canAdd = useCan('write');
  const notice = useNotice();
  const refetch = useRefetchAdmin();
  return (
    <>
      <PageHeader title={t('title')} />
      {!canAdd ? (
        <p role="alert">{words('readOnly')}</p>
      ) : (
        <div className={styles.stack}>
          <section className={ui.card} aria-labelledby="bulk-heading">
            <h2 id="bulk-heading">{t('bulkHeading')}</h2>
            <UserUpload />
          </section>
          {notice.element}
          <ResourceForm
            resource={meetingUserResource}
            row={null}
            notice={notice}
            onSaved={() => refetch(apiPath(meetingUserResource, meetingUserResource.api.list))}
          />
        </div>
      )}
    </>
  );
}
