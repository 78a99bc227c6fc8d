import type { ComponentType } from 'react';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { requireAdminPage } from '@/lib/auth/page';
import { ROLES } from '@/lib/auth/roles';
import type { TitledSection } from '@/lib/i18n/keys';
import { PageHeader } from '../PageHeader';
import ui from '../ui.module.css';

/**
 * A back-office route's page.tsx in one line: checks the session (pages check it as well as the shell layout, see
 * requireAdminPage), reads what the screen needs on the server and renders the client screen with it:
 * `export default adminPage(CategoryScreen, async () => ({ mains: await categoryTree() }))`.
 */
export function adminPage<Props extends object, Params = object>(Screen: ComponentType<Props>, load?: (params: Params) => Promise<Props>) {
  return async function AdminPage({ params }: { params: Promise<Params> }) {
    await requireAdminPage();
    const props = load ? await load(await params) : ({} as Props);
    return <Screen {...props} />;
  };
}

/**
 * The page of a screen for admins (role 2) only, titled `<messages>.title` (accounts, mail log, audit log):
 * `export default adminsOnlyPage('admin.accounts', AccountsScreen);`. Others see its title and why they cannot
 * use it; the API refuses them as well, this saves them a screen of 403s.
 */
export function adminsOnlyPage(messages: `admin.${TitledSection<'admin'>}`, Screen: ComponentType) {
  return async function AdminsOnlyPage() {
    const admin = await requireAdminPage();
    if (admin.account_role === ROLES.admin) return <Screen />;
    const [t, words] = await Promise.all([getTranslations(messages), getTranslations('admin.ui')]);
    return (
      <>
        <PageHeader title={t('title')} />
        <p role="alert" className={ui.error}>
          {words('adminOnly')}
        </p>
      </>
    );
  };
}

/** The positive whole-number id of a route such as /admin/yellow/list-company/[id]; anything else is not found. */
export function routeId({ id }: { id: string }): number {
  const value = Number(id);
  if (!Number.isInteger(value) || value < 1) notFound();
  return value;
}
