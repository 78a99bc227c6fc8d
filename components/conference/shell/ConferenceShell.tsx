import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { clientMessages } from '@/lib/i18n/client-messages';
import { CONFERENCE_CLIENT_MESSAGES } from './client-messages';
import { BackToTop } from '@/components/ui/BackToTop';
import type { Locale } from '@/lib/i18n/routing';
import { loadShell } from '@/lib/conference/page-data';
import { tryLoad } from '@/lib/conference/try-load';
import { ConferenceNavbar } from './ConferenceNavbar';
import { SponsorSlide } from './SponsorSlide';
import { ConferenceFooter } from './ConferenceFooter';

/** The /mw frame: navbar from the conference categories, the page, the sponsor slide and the footer. */
export async function ConferenceShell({ locale, children }: { locale: Locale; children: ReactNode }) {
  const common = await getTranslations('common');
  // Without its data the shell still draws (brand, language, register link); the failure is logged.
  const shell = await tryLoad(loadShell(locale), 'the conference shell');
  const { menu, footer, social, sponsors } = shell.ok ? shell.data : { menu: [], footer: [], social: [], sponsors: [] };
  return (
    <NextIntlClientProvider messages={await clientMessages(...CONFERENCE_CLIENT_MESSAGES)}>
      <ConferenceNavbar menu={menu} />
      <main id="main">{children}</main>
      <SponsorSlide sponsors={sponsors} />
      <ConferenceFooter footer={footer} social={social} />
      <BackToTop label={common('backToTop')} color="var(--color-mw)" />
    </NextIntlClientProvider>
  );
}
