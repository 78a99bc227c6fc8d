'use client';

import { ResourceScreen } from '@/components/admin/resource/ResourceScreen';
import { meetingListResource } from './resource';

/** /admin/yellow/meeting-list: every meeting, filtered by status, 20/50/100 per page. */
export function MeetingListScreen() {
  return <ResourceScreen resource={meetingListResource} add="elsewhere" />;
}
