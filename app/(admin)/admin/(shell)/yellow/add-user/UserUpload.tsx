'use client';

import { useTranslations } from 'next-intl';
import { apiPath } from '@/components/admin/resource/define';
import { SheetUpload, type RejectedRow } from '@/components/admin/SheetUpload';
import { meetingUserResource } from '../meeting-users/resource';

type Report = { added: number; updated: number; rejected: RejectedRow[] };

/** Bulk upload of a CSV or XLSX user list; the report (added, updated, rejected with reasons) stays until the next upload. */
export function UserUpload() {
  const t = useTranslations('adminYellow.meetings.addUser');
  return (
    <SheetUpload<Report>
      id="users-file"
      messages="adminYellow.meetings.addUser"
      nameKey="email"
      accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
      template={'name,name_en,email,phone_number,user_type\r\n'}
      templateName="meeting-users.csv"
      uploadPath={apiPath(meetingUserResource, '/upload/meeting-users')}
      refetchPath={apiPath(meetingUserResource, meetingUserResource.api.list)}
      summary={(res) => t('report', { added: res.added, updated: res.updated, rejected: res.rejected.length })}
    />
  );
}
