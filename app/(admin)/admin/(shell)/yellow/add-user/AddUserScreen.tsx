'use client';

import type { Sheet } from '@/components/admin/resource/define';
import { ResourceAddPage } from '@/components/admin/resource/ResourceAddPage';
import { useCan } from '@/components/admin/role';
import { SheetUpload } from '@/components/admin/SheetUpload';
import { meetingUserResource as users } from '../meeting-users/resource';

/** The user list's columns are the form's fields. */
const USERS_SHEET: Sheet = {
  path: '/upload/meeting-users',
  messages: 'adminYellow.meetings.addUser',
  title: 'bulkHeading',
  nameKey: 'email',
  summary: 'report',
  accept: '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  template: `${users.fields.map((f) => f.name).join(',')}\r\n`,
  templateName: 'meeting-users.csv',
};

/**
 * /admin/yellow/add-user: the meeting-user resource's add form, then a CSV or XLSX user list whose columns are the
 * form's fields (its report — added, updated, rejected with reasons — stays until the next upload).
 */
export function AddUserScreen() {
  const canAdd = useCan('write');
  return (
    <>
      <ResourceAddPage resource={users} />
      {canAdd && <SheetUpload resource={users} sheet={USERS_SHEET} />}
    </>
  );
}
