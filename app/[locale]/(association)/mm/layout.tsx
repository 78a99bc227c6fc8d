import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { siteUrl } from '@/lib/seo/site-url';
import { mmSiteName } from '@/lib/seo/mm-metadata';
import { BackToTop } from '@/components/ui/BackToTop';
import { TradeTicker } from '@/components/association/shell/TradeTicker';
import { ContactBar } from '@/components/association/shell/ContactBar';
import { Navbar } from '@/components/association/shell/Navbar';
import { Footer } from '@/components/association/shell/Footer';
import { QuickContact } from '@/components/association/shell/QuickContact';
import { clientMessages } from '@/lib/i18n/client-messages';

type Params = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const locale = (await params).locale as Locale;
  const t = await getTranslations({ locale, namespace: 'mm.meta' });
  const name = t('siteTitle');
  return {
    metadataBase: new URL(siteUrl()),
    title: { default: name, template: `%s | ${name}` },
    description: t('description'),
    applicationName: name,
    // A 2.5 KB icon: browsers fetch it with every first visit, beside the page's own pictures.
    icons: { icon: { url: '/images/mm/icon-64.png', sizes: '64x64', type: 'image/png' } },
    openGraph: { siteName: await mmSiteName(locale), type: 'website', locale: locale === 'mn' ? 'mn_MN' : 'en_US' },
    twitter: { card: 'summary' },
  };
}

/** The /mm shell: trade ticker, contact bar, navbar, the page, footer, quick-contact panel and back-to-top. */
export default async function AssociationLayout({ children, params }: Params & { children: ReactNode }) {
  const { locale } = await params;
  setRequestLocale(locale);
  const common = await getTranslations('common');
  // The error and not-found pages' strings; the trade tabs and the membership form bring their own.
  return (
    <NextIntlClientProvider messages={await clientMessages('common', 'mm.detail')}>
      <a className="skip-link" href="#main">
        {common('skipToContent')}
      </a>
      <TradeTicker />
      <ContactBar />
      <Navbar />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Footer />
      <QuickContact />
      <BackToTop label={common('backToTop')} color="var(--color-mm)" />
    </NextIntlClientProvider>
  );
}
