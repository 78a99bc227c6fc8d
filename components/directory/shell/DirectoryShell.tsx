import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { clientMessages } from '@/lib/i18n/client-messages';
import type { DirectoryBase } from '@/lib/directory/paths';
import { DirectoryNavbar } from './DirectoryNavbar';
import { DirectoryFooter } from './DirectoryFooter';
import { BackToTop } from '@/components/ui/BackToTop';
import styles from './shell.module.css';

type Props = {
  base: DirectoryBase;
  /** Extra message namespaces for client islands of pages inside this shell (e.g. the meeting screens). */
  namespaces?: string[];
  children: ReactNode;
};

/**
 * The sections of `yp` the client islands on every directory page use: the drawer, the search box, the
 * missing-company notice and the company cards. Pages with more (the registration wizard) add theirs around their island.
 */
export const DIRECTORY_CLIENT_MESSAGES = ['common', 'yp.nav', 'yp.drawer', 'yp.search', 'yp.company', 'yp.card'];

/** The directory's own frame for /yp and /yellow-page: navbar with the category drawer, content, footer. */
export async function DirectoryShell({ base, namespaces = [], children }: Props) {
  const common = await getTranslations('common');
  return (
    <NextIntlClientProvider messages={await clientMessages(...DIRECTORY_CLIENT_MESSAGES, ...namespaces)}>
      <div className={styles.shell}>
        <a className="skip-link" href="#main">
          {common('skipToContent')}
        </a>
        <DirectoryNavbar base={base} />
        <main id="main" className={styles.main} tabIndex={-1}>
          {children}
        </main>
        <DirectoryFooter base={base} />
        <BackToTop label={common('backToTop')} color="var(--color-yp)" />
      </div>
    </NextIntlClientProvider>
  );
}
