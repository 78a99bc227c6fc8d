import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { clientMessages } from '@/lib/i18n/client-messages';
import type { DirectoryBase } from '@/lib/directory/paths';
import { DirectoryNavbar } from './DirectoryNavbar';
import { DirectoryFooter } from './DirectoryFooter';
import { NavSearch } from '@/components/search/NavSearch';
import { BackToTop } from '@/components/ui/BackToTop';
import styles from './shell.module.css';

type Props = {
  base: DirectoryBase;
  /** Extra message namespaces for client islands of pages inside this shell (e.g. the meeting screens). */
  namespaces?: string[];
  children: ReactNode;
};

/**
 * The strings of `yp` the client parts of every directory page use: the navbar with its drawer, the footer, the
 * search box, the missing-company notice and the company cards. Single strings where a section is mostly
 * for server-rendered pages (the contact page, the company page, the search results). Pages with more (the registration wizard)
 * add theirs around their island.
 */
export const DIRECTORY_CLIENT_MESSAGES = [
  'common',
  'yp.title',
  'yp.nav',
  'yp.drawer',
  'yp.footer',
  ...['title', 'addressText', 'hoursText'].map((key) => `yp.contact.${key}`),
  ...['label', 'typeLabel', 'company', 'consultant', 'placeholderCompany', 'placeholderConsultant', 'find', 'hint'].map((key) => `yp.search.${key}`),
  ...['notFound', 'back', 'categories', 'phones', 'emails', 'address'].map((key) => `yp.company.${key}`),
  'yp.card',
];

/** The directory's own frame for /yp and /yellow-page: navbar with the category drawer, content, footer. */
export async function DirectoryShell({ base, namespaces = [], children }: Props) {
  const common = await getTranslations('common');
  return (
    <NextIntlClientProvider messages={await clientMessages(...DIRECTORY_CLIENT_MESSAGES, ...namespaces)}>
      <div className={styles.shell}>
        <a className="skip-link" href="#main">
          {common('skipToContent')}
        </a>
        <DirectoryNavbar base={base} search={<NavSearch action="/yp/search" scope="directory" className={styles.search} />} />
        <main id="main" className={styles.main} tabIndex={-1}>
          {children}
        </main>
        <DirectoryFooter base={base} year={new Date().getFullYear()} />
        <BackToTop label={common('backToTop')} color="var(--color-yp)" />
      </div>
    </NextIntlClientProvider>
  );
}
