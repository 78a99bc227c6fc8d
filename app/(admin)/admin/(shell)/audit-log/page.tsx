import { getTranslations } from 'next-intl/server';
import { AdminsOnly } from '@/components/admin/AdminsOnly';
import { AuditLogScreen } from './AuditLogScreen';

export default async function AuditLogPage() {
  const t = await getTranslations('admin.auditLog');
  return (
    <AdminsOnly title={t('title')}>
      <AuditLogScreen />
    </AdminsOnly>
  );
}
