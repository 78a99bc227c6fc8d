import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { clientMessages } from '@/lib/i18n/client-messages';
import { BackToTop } from '@/components/ui/BackToTop';
import { Navbar2023 } from '@/components/conference/edition2023/Navbar2023';
import { Footer2023 } from '@/components/conference/edition2023/Footer2023';

type Props = { children: ReactNode; params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Omit<Props, 'children'>): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'mw.meta' });
  return { title: { default: `${t('edition2023')} | Mining Week`, template: '%s | Mining Week' } };
}

/** The archived 2023 edition: its own navbar and footer. */
export default async function Edition2023Layout({ children, params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const common = await getTranslations('common');
  return (
    <NextIntlClientProvider messages={await clientMessages('common', 'mw')}>
      <Navbar2023 />
      <main id="main">{children}</main>
      <Footer2023 />
      <BackToTop label={common('backToTop')} color="var(--color-mw)" />
    </NextIntlClientProvider>
  );
}
