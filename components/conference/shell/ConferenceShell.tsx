import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { BackToTop } from '@/components/ui/BackToTop';
import type { Locale } from '@/lib/i18n/routing';
import { loadShell } from '@/lib/conference/page-data';
import { tryLoad } from '@/lib/conference/try-load';
import { ConferenceNavbar } from './ConferenceNavbar';
import { SponsorSlide } from './SponsorSlide';
import { ConferenceFooter } from './ConferenceFooter';

/**
 * The /mw frame: navbar from the conference categories, the page, the sponsor slide and the footer. It hands the
 * client no strings of its own: the islands that read any wrap themselves in IslandMessages.
 */
export async function ConferenceShell({ locale, children }: { locale: Locale; children: ReactNode }) {
  const common = await getTranslations('common');
  // Without its data the shell still draws (brand, language, register link); the failure is logged.
  const shell = await tryLoad(loadShell(locale), 'the conference shell');
  const { menu, footer, social, sponsors } = shell.ok ? shell.data : { menu: [], footer: [], social: [], sponsors: [] };
  return (
    <>
      <ConferenceNavbar menu={menu} />
      <main id="main">{children}</main>
      <SponsorSlide sponsors={sponsors} />
      <ConferenceFooter footer={footer} social={social} />
      <BackToTop label={common('backToTop')} color="var(--color-mw)" />
    </>
  );
}
