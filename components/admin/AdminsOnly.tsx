import type { ComponentType, ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { requireAdminPage } from '@/lib/auth/page';
import type { TitledSection } from '@/lib/i18n/keys';
import { ROLES } from '@/lib/auth/roles';
import { PageHeader } from './PageHeader';
import ui from './ui.module.css';

/**
 * A screen for admins (role 2) only (accounts, mail log, audit log): others see its title and why they cannot
 * use it. The API refuses them as well; this saves them a screen of 403s.
 */
export async function AdminsOnly({ title, children }: { title: string; children: ReactNode }) {
  const admin = await requireAdminPage();
  if (admin.account_role === ROLES.admin) return children;
  const t = await getTranslations('admin.ui');
  return (
    <>
      <PageHeader title={title} />
      <p role="alert" className={ui.error}>
        {t('adminOnly')}
      </p>
    </>
  );
}

/** The page of an admins-only screen titled `<messages>.title`: `export default adminsOnlyPage('admin.accounts', AccountsScreen);` */
export function adminsOnlyPage(messages: `admin.${TitledSection<'admin'>}`, Screen: ComponentType) {
  return async function AdminsOnlyPage() {
    const t = await getTranslations(messages);
    return (
      <AdminsOnly title={t('title')}>
        <Screen />
      </AdminsOnly>
    );
  };
}

/** The page of a screen open to every signed-in account: `export default adminPage(DocumentScreen);` (the session is checked first). */
export function adminPage(Screen: ComponentType) {
  return async function AdminPage() {
    await requireAdminPage();
    return <Screen />;
  };
}
