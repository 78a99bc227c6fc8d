import { getTranslations } from 'next-intl/server';
import { AdminsOnly } from '@/components/admin/AdminsOnly';
import { MailLogScreen } from './MailLogScreen';

export default async function MailLogPage() {
  const t = await getTranslations('admin.mailLog');
  return (
    <AdminsOnly title={t('title')}>
      <MailLogScreen />
    </AdminsOnly>
  );
}
