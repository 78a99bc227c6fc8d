import { languageAlternates } from '@/lib/seo/metadata';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { localeOf } from '@/lib/i18n/page';
import { Link } from '@/lib/i18n/navigation';
import { loadAgenda, loadCurrentEventId } from '@/lib/conference/page-data';
import { loadProgramme } from '@/lib/conference/programme-data';
import { calendarHref, webcalHref } from '@/lib/conference/programme-links';
import { tryLoad } from '@/lib/conference/try-load';
import { ProgrammeDay } from '@/components/conference/programme/ProgrammeDay';
import { PageHero } from '@/components/conference/ui/PageHero';
import { LoadError } from '@/components/conference/ui/LoadError';
import ui from '@/components/conference/ui/page.module.css';
import styles from '@/components/conference/programme/programme.module.css';
import { EmptyState } from '@/components/ui/EmptyState';

type Props = { params: Promise<{ locale: string }> };
type Query = Record<string, string | string[] | undefined>;

const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
const positive = (v: string | string[] | undefined) => {
  const n = Number(one(v));
  return Number.isInteger(n) && n > 0 ? n : undefined;
};

/**
 * /mw/agenda: the timetable of the current event, one day at a time, filtered by hall and type through the address
 * (?day=2&hall=3&type=panel), so it is the same page with or without JavaScript. The old agenda images stay
 * as downloads. Two routes render it: the programme as it opens is a cached page, made again every minute for
 * its "now" and "next" marks; a choice in the address is rendered per request (the request guard sends it to
 * /mw/agenda/filtered: lib/conference/agenda-route.ts), since a prerendered page cannot read the address's query.
 */
async function AgendaPage({ params, query }: { params: Props['params']; query: Query }) {
  const locale = await localeOf(params);
  setRequestLocale(locale);
  const t = await getTranslations('mw.programme');
  const eventId = await loadCurrentEventId();
  const [programme, images] = await Promise.all([
    tryLoad(loadProgramme({ eventId, locale: locale }), 'the programme'),
    tryLoad(loadAgenda(locale), 'the agenda images'),
  ]);
  const feed = calendarHref({ event: eventId, lang: locale });
  return (
    <>
      <PageHero title={t('title')}>{t('lead')}</PageHero>
      <div className={`container ${ui.section}`}>
        {!programme.ok ? (
          <LoadError />
        ) : programme.data.sessions.length === 0 ? (
          <EmptyState>{t('noProgramme')}</EmptyState>
        ) : (
          <ProgrammeDay {...programme.data} query={{ day: positive(query.day), hall: positive(query.hall), type: one(query.type) }} />
        )}
        <ul className={styles.links}>
          <li><Link href="/mw/agenda/mine">{t('myAgenda')}</Link></li>
          <li><Link href="/mw/speakers">{t('speakers')}</Link></li>
          <li><a href={webcalHref(feed)}>{t('subscribe')}</a></li>
          <li><a href={feed} download>{t('downloadIcs')}</a></li>
        </ul>
        {images.ok && images.data.some((d) => d.agenda_items.length > 0) && (
          <details>
            <summary>{t('images')}</summary>
            <ul>
              {images.data.flatMap((d) => d.agenda_items.map((item) => (
                <li key={item.id}><a href={item.agenda_image} download>{t('imageLink', { day: d.day })}</a></li>
              )))}
            </ul>
          </details>
        )}
      </div>
    </>
  );
}

export const agendaRoute = {
  generateMetadata: async ({ params }: Props): Promise<Metadata> => {
    const locale = await localeOf(params);
    return { title: (await getTranslations({ locale, namespace: 'mw.meta' }))('agenda'), alternates: languageAlternates('/mw/agenda', locale) };
  },
  /** The programme as it opens: day 1, every hall and type. */
  Page: ({ params }: Props) => AgendaPage({ params, query: {} }),
  /** The day, hall and type chosen in the address. */
  FilteredPage: async ({ params, searchParams }: Props & { searchParams: Promise<Query> }) => AgendaPage({ params, query: await searchParams }),
};
