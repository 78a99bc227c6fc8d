import { getTranslations } from 'next-intl/server';
import { requireAdminPage } from '@/lib/auth/page';
import { ROLES } from '@/lib/auth/roles';
import { AccountsScreen } from './AccountsScreen';
import { PageHeader } from '@/components/admin/PageHeader';
import ui from '@/components/admin/ui.module.css';

/** Accounts are for admins (role 2) only; the API refuses everyone else as well. */
export default async function AccountsPage() {
  const admin = await requireAdminPage();
  if (admin.account_role !== ROLES.admin) {
    const t = await getTranslations('admin.accounts');
    return (
      <>
        <PageHeader title={t('title')} />
        <p role="alert" className={ui.error}>
          {t('adminOnly')}
        </p>
      </>
    );
  }
  return <AccountsScreen />;
}
