import { getTranslations } from 'next-intl/server';
import { AdminsOnly } from '@/components/admin/AdminsOnly';
import { AccountsScreen } from './AccountsScreen';

export default async function AccountsPage() {
  const t = await getTranslations('admin.accounts');
  return (
    <AdminsOnly title={t('title')}>
      <AccountsScreen />
    </AdminsOnly>
  );
}
