'use client';

import { useTranslations } from 'next-intl';
import { adminFetch, useRefetchAdmin } from '@/components/admin/api';
import { ResourceScreen } from '@/components/admin/resource/ResourceScreen';
import { mailLogResource, type MailRow } from './resource';

/** /admin/mail-log: the mail log on the admin grid, with "send again" for a failed message (not for code mails). */
export function MailLogScreen() {
  const t = useTranslations('admin.mailLog');
  const refetch = useRefetchAdmin();
  const resend = async (row: MailRow) => {
    await adminFetch('/resend/mail', { json: { id: row.id } });
    await refetch('/api/admin/get/mail-log');
  };
  return (
    <ResourceScreen
      resource={mailLogResource}
      extraActions={[{ label: t('resend'), onClick: (row) => void resend(row).catch(() => undefined), hiddenFor: (row) => row.status !== 'failed' || row.kind === 'code' }]}
    />
  );
}
