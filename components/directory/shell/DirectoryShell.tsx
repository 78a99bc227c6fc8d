import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { clientMessages } from '@/lib/i18n/client-messages';
import { directoryPages } from '@/lib/directory/queries';
import type { MainCategory } from '@/lib/directory/categories';
import type { DirectoryBase } from '@/lib/directory/paths';
import { DirectoryNavbar } from './DirectoryNavbar';
import { DirectoryFooter } from './DirectoryFooter';
import { BackToTop } from '@/components/ui/BackToTop';
import styles from './shell.module.css';

type Props = {
  locale: Locale;
  base: DirectoryBase;
  /** Extra message namespaces for client islands of pages inside this shell (e.g. the meeting screens). */
  namespaces?: string[];
  children: ReactNode;
};

/** The directory's own frame for /yp and /yellow-page: navbar with the category drawer, content, footer. */
export async function DirectoryShell({ locale, base, namespaces = [], children }: Props) {
  const common = await getTranslations('common');
  let categories: MainCategory[] | null = null;
  try {
    categories = await directoryPages.categoryTree(locale);
  } catch (error) {
    console.error('[directory] categories could not be read for the drawer:', error);
  }
  return (
    <NextIntlClientProvider messages={await clientMessages('common', 'yp', ...namespaces)}>
      <div className={styles.shell}>
        <a className="skip-link" href="#main">
          {common('skipToContent')}
        </a>
        <DirectoryNavbar base={base} categories={categories} />
        <main id="main" className={styles.main} tabIndex={-1}>
          {children}
        </main>
        <DirectoryFooter base={base} />
        <BackToTop label={common('backToTop')} color="var(--color-yp)" />
      </div>
    </NextIntlClientProvider>
  );
}
