'use client';

import { ResourceScreen } from '@/components/admin/resource/ResourceScreen';
import { meetingUserResource } from './resource';

/** /admin/yellow/meeting-users: type filter, 20/50/100 per page, the grid, edit in place, delete (one or many); users are added on /admin/yellow/add-user. */
export function MeetingUsersScreen() {
  return <ResourceScreen resource={meetingUserResource} add="/admin/yellow/add-user" />;
}
