import { mwMetadata } from '@/lib/seo/mw-metadata';
import { openPage } from '@/lib/i18n/page';
import type { Locale } from '@/lib/i18n/routing';
import { loadPresentationChoice, loadSpeakers } from '@/lib/conference/page-data';
import { tryLoad } from '@/lib/conference/try-load';
import { PresentationBrowser } from '@/components/conference/presentation/PresentationBrowser';
import { IslandMessages } from '@/components/conference/shell/IslandMessages';
import { KeySpeakers } from '@/components/conference/presentation/KeySpeakers';
import { PageHero } from '@/components/conference/ui/PageHero';
import { LoadError } from '@/components/conference/ui/LoadError';
import ui from '@/components/conference/ui/page.module.css';
import { EmptyState } from '@/components/ui/EmptyState';

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = mwMetadata('/mw/presentation', 'meta.presentation');

/** /mw/presentation: presentations by day and hall, and the key speakers. */
export default async function PresentationPage({ params }: Props) {
  const { locale, t } = await openPage(params, 'mw.presentation');
  const [choice, speakers] = await Promise.all([
    tryLoad(loadPresentationChoice(locale as Locale), 'the presentation choice'),
    tryLoad(loadSpeakers(locale as Locale), 'the key speakers'),
  ]);
  return (
    <>
      <PageHero title={t('title')} />
      <div className={`container ${ui.section}`}>
        {!choice.ok ? (
          <LoadError />
        ) : choice.data.days.length === 0 || choice.data.halls.length === 0 ? (
          <EmptyState>{t('empty')}</EmptyState>
        ) : (
          <IslandMessages section="presentation">
            <PresentationBrowser days={choice.data.days} halls={choice.data.halls} first={choice.data.first} />
          </IslandMessages>
        )}
        <h2>{t('speakersHeading')}</h2>
        {speakers.ok ? <KeySpeakers speakers={speakers.data} /> : <LoadError />}
      </div>
    </>
  );
}
