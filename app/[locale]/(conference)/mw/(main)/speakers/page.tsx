import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { localeOf } from '@/lib/i18n/page';
import { loadCurrentEventId } from '@/lib/conference/page-data';
import { loadSpeakerList } from '@/lib/conference/programme-data';
import { tryLoad } from '@/lib/conference/try-load';
import { languageAlternates } from '@/lib/seo/metadata';
import { SpeakerCards } from '@/components/conference/programme/SpeakerCards';
import { PageHero } from '@/components/conference/ui/PageHero';
import { LoadError } from '@/components/conference/ui/LoadError';
import { EmptyState } from '@/components/ui/EmptyState';
import ui from '@/components/conference/ui/page.module.css';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeOf(params);
  return { title: (await getTranslations({ locale, namespace: 'mw.programme' }))('speakers'), alternates: languageAlternates('/mw/speakers', locale) };
}

/** /mw/speakers: the speakers of event 3, in the presenters' order. */
export default async function SpeakersPage({ params }: Props) {
  const locale = await localeOf(params);
  setRequestLocale(locale);
  const t = await getTranslations('mw.programme');
  const speakers = await tryLoad(loadSpeakerList({ eventId: await loadCurrentEventId(), locale: locale }), 'the speakers');
  return (
    <>
      <PageHero title={t('speakers')}>{t('speakersLead')}</PageHero>
      <div className={`container ${ui.section}`}>
        {!speakers.ok ? <LoadError /> : speakers.data.length === 0 ? <EmptyState>{t('noSpeakers')}</EmptyState> : <SpeakerCards speakers={speakers.data} />}
      </div>
    </>
  );
}
