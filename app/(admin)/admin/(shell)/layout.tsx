import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { requireAdminPage } from '@/lib/auth/page';
import { ROLE_LABELS } from '@/lib/auth/roles';
import { clientMessages } from '@/lib/i18n/client-messages';
import { ShellFrame } from '@/components/admin/shell/ShellFrame';
import { SignedInProvider } from '@/components/admin/role';

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
