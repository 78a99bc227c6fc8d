import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { clientMessages } from '@/lib/i18n/client-messages';
import { BackToTop } from '@/components/ui/BackToTop';
import type { Locale } from '@/lib/i18n/routing';
import { loadShell } from '@/lib/conference/page-data';
import { tryLoad } from '@/lib/conference/try-load';
import { ConferenceNavbar } from '@/components/conference/shell/ConferenceNavbar';
import { SponsorSlide } from '@/components/conference/shell/SponsorSlide';
import { ConferenceFooter } from '@/components/conference/shell/ConferenceFooter';

type Props = { children: ReactNode; params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Omit<Props, 'children'>): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'mw.meta' });
  return { title: { default: 'Mining Week', template: '%s | Mining Week' }, description: t('description') };
}

/** The /mw shell: navbar from the conference categories, the sponsor slide and the footer. */
export default async function ConferenceLayout({ children, params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const common = await getTranslations('common');
  // Without its data the shell still draws (brand, language, register link); the failure is logged.
  const shell = await tryLoad(loadShell(locale as Locale), 'the conference shell');
  const { menu, footer, social, sponsors } = shell.ok ? shell.data : { menu: [], footer: [], social: [], sponsors: [] };
  return (
    <NextIntlClientProvider messages={await clientMessages('common', 'mw')}>
      <ConferenceNavbar menu={menu} />
      <main id="main">{children}</main>
      <SponsorSlide sponsors={sponsors} />
      <ConferenceFooter footer={footer} social={social} />
      <BackToTop label={common('backToTop')} color="var(--color-mw)" />
    </NextIntlClientProvider>
  );
}
