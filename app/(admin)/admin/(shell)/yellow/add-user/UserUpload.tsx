'use client';

import type { Sheet } from '@/components/admin/resource/define';
import { SheetUpload } from '@/components/admin/SheetUpload';
import { meetingUserResource } from '../meeting-users/resource';

const USERS_SHEET: Sheet = {
  path: '/upload/meeting-users',
  messages: 'adminYellow.meetings.addUser',
  nameKey: 'email',
  summary: 'report',
  accept: '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  template: 'name,name_en,email,phone_number,user_type\r\n',
  templateName: 'meeting-users.csv',
};

/** Bulk upload of a CSV or XLSX user list; the report (added, updated, rejected with reasons) stays until the next upload. */
export function UserUpload() {
  return <SheetUpload resource={meetingUserResource} sheet={USERS_SHEET} />;
}
