'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { ResourceScreen } from '@/components/admin/resource/ResourceScreen';
import { useCan } from '@/components/admin/role';
import ui from '@/components/admin/ui.module.css';
import { meetingUserResource } from './resource';

/** /admin/yellow/meeting-users: type filter, 20/50/100 per page, the grid, edit in place, delete (one or many). */
export function MeetingUsersScreen() {
  const t = useTranslations('adminYellow.meetings.addUser');
  const canAdd = useCan('write');
  return (
    <ResourceScreen
      resource={meetingUserResource}
      add="elsewhere"
      actions={
        canAdd && (
          <Link className={ui.primary} href="/admin/yellow/add-user">
            {t('title')}
          </Link>
        )
      }
    />
  );
}
