import type { Metadata } from 'next';
import { headers } from 'next/headers';
import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { requireAdminPage } from '@/lib/auth/page';
import { ROLE_LABELS } from '@/lib/auth/roles';
import { clientMessages } from '@/lib/i18n/client-messages';
import { SITE_PATH_HEADER } from '@/lib/not-found/site-path-header.mjs';
import { screenOf } from '@/components/admin/shell/nav';
import { ShellFrame } from '@/components/admin/shell/ShellFrame';
import { SignedInProvider } from '@/components/admin/role';

/**
 * The tab names the screen (its sidebar entry, and the site for the conference's and the directory's): a row of
 * tabs all called 'Админ' tells staff and screen readers nothing. Next evaluates this on every navigation.
 */
export async function generateMetadata(): Promise<Metadata> {
  const screen = screenOf((await headers()).get(SITE_PATH_HEADER) ?? '');
  if (!screen) return {};
  const t = await getTranslations('admin.nav');
  const name = t(screen.item.key);
  return { title: screen.site === 'association' ? name : `${name} · ${t(`groups.${screen.site}`)}` };
}

/** Every signed-in back-office screen: the session is checked here, not only by the proxy. */
export default async function AdminShellLayout({ children }: { children: ReactNode }) {
  const admin = await requireAdminPage();
  return (
    <NextIntlClientProvider locale="mn" messages={await clientMessages('admin', 'adminWeek', 'adminYellow')}>
      {/* The role hides controls the API would refuse; the API still checks every call. */}
      <SignedInProvider account={{ id: admin.id, role: admin.account_role }}>
        <ShellFrame
          account={{ first_name: admin.first_name, position: admin.position, role: ROLE_LABELS[admin.account_role] ?? '' }}
        >
          {children}
        </ShellFrame>
      </SignedInProvider>
    </NextIntlClientProvider>
  );
}
