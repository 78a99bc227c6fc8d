import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { BackToTop } from '@/components/ui/BackToTop';
import { clientMessages } from '@/lib/i18n/client-messages';
import { ASSOCIATION_CLIENT_MESSAGES } from './client-messages';
import { TradeTicker } from './TradeTicker';
import { ContactBar } from './ContactBar';
import { Navbar } from './Navbar';
import { Footer } from './Footer';
import { QuickContact } from './QuickContact';
import styles from './AssociationShell.module.css';

/** The /mm frame: trade ticker, contact bar, navbar (in keyboard order: contact bar, navbar, then the ticker), the page, footer, quick-contact panel and back-to-top. */
export async function AssociationShell({ children }: { children: ReactNode }) {
  const common = await getTranslations('common');
  return (
    <NextIntlClientProvider messages={await clientMessages(...ASSOCIATION_CLIENT_MESSAGES)}>
      <a className="skip-link" href="#main">
        {common('skipToContent')}
      </a>
      <div className={styles.top}>
        <ContactBar />
        <Navbar />
        <div className={styles.ticker}>
          <TradeTicker />
        </div>
      </div>
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Footer />
      <QuickContact />
      <BackToTop label={common('backToTop')} color="var(--color-mm)" />
    </NextIntlClientProvider>
  );
}
