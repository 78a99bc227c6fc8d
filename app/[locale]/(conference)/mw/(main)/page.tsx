import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { localeOf } from '@/lib/i18n/page';
import type { Locale } from '@/lib/i18n/routing';
import { localizedPath } from '@/lib/i18n/paths';
import { loadCurrentEvent, loadOrganisers, type CurrentEvent } from '@/lib/conference/page-data';
import { languageAlternates } from '@/lib/seo/metadata';
import { conferenceShareMetadata } from '@/lib/seo/share-cards';
import { conferenceEventData } from '@/lib/seo/conference-event';
import { absoluteUrl } from '@/lib/seo/site-url';
import { JsonLd } from '@/components/ui/JsonLd';
import { tryLoad } from '@/lib/conference/try-load';
import { VideoBanner } from '@/components/conference/home/VideoBanner';
import { Stats } from '@/components/conference/home/Stats';
import { Invitation } from '@/components/conference/home/Invitation';
import { Organisers } from '@/components/conference/home/Organisers';
import { LoadError } from '@/components/conference/ui/LoadError';

/** While the current event cannot be read, the banner keeps its headline without a picture or video. */
const NO_BANNER = { video: '', poster: '' };

type Params = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const locale = await localeOf(params);
  // The share image (issue 24.6): the event's name in the page's language.
  return { alternates: languageAlternates('/mw', locale), ...(await conferenceShareMetadata(locale, 'mw', 1)) };
}

/** The current event as schema.org Event data, or nothing without its name. */
async function EventJsonLd({ locale, current }: { locale: Locale; current: CurrentEvent }) {
  if (!current.name) return null;
  const [meta, home, common] = await Promise.all([
    getTranslations({ locale, namespace: 'mw.meta' }),
    getTranslations({ locale, namespace: 'mw.home' }),
    getTranslations({ locale, namespace: 'common' }),
  ]);
  const data = conferenceEventData(
    {
      name: current.name,
      days: current.days,
      description: meta('description'),
      place: current.venue || home('place'),
      image: current.banner.poster || undefined,
      organizer: { name: common('site.mm'), url: absoluteUrl(localizedPath('/mm', locale)) },
    },
    locale,
  );
  return data && <JsonLd data={data} />;
}

/** /mw: the event home. The title is the layout's default, "Mining Week". */
export default async function ConferenceHome({ params }: Params) {
  const locale = await localeOf(params);
  setRequestLocale(locale);
  const [organisers, current] = await Promise.all([tryLoad(loadOrganisers(), 'the organiser logos'), tryLoad(loadCurrentEvent(locale), 'the current event')]);
  return (
    <>
      {current.ok && <EventJsonLd locale={locale} current={current.data} />}
      <VideoBanner banner={current.ok ? current.data.banner : NO_BANNER} />
      {current.ok && <Stats statistics={current.data.statistics} />}
      <Invitation paragraphs={current.ok ? current.data.invitation : []} />
      {organisers.ok ? (
        <Organisers logos={organisers.data} />
      ) : (
        <div className="container">
          <LoadError />
        </div>
      )}
    </>
  );
}
