import { languageAlternates } from '@/lib/seo/metadata';
import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { localeOf } from '@/lib/i18n/page';
import { Link } from '@/lib/i18n/navigation';
import { loadAgenda, loadCurrentEventId } from '@/lib/conference/page-data';
import { loadProgramme } from '@/lib/conference/programme-data';
import { agendaHref, calendarHref, webcalHref, type AgendaChoice } from '@/lib/conference/programme-links';
import { choiceOfSegment } from '@/lib/conference/agenda-route';
import { localizedPath } from '@/lib/i18n/paths';
import { tryLoad } from '@/lib/conference/try-load';
import { ProgrammeDay } from '@/components/conference/programme/ProgrammeDay';
import { PageHero } from '@/components/conference/ui/PageHero';
import { LoadError } from '@/components/conference/ui/LoadError';
import ui from '@/components/conference/ui/page.module.css';
import styles from '@/components/conference/programme/programme.module.css';
import { EmptyState } from '@/components/ui/EmptyState';

type Props = { params: Promise<{ locale: string }> };
type Loaded = Awaited<ReturnType<typeof loadProgramme>>;

/** The part of a choice the programme has: a day with sessions, one of its halls; a type is always one of the spec's. */
function knownPart({ sessions, halls }: Loaded, choice: AgendaChoice): AgendaChoice {
  return {
    day: sessions.some((s) => s.day === choice.day) ? choice.day : undefined,
    hall: halls.some((h) => h.id === choice.hall) ? choice.hall : undefined,
    type: choice.type,
  };
}

const sameChoice = (a: AgendaChoice, b: AgendaChoice) => a.day === b.day && a.hall === b.hall && a.type === b.type;

/**
 * /mw/agenda: the timetable of the current event, one day at a time, filtered by hall and type through the address
 * (?day=2&hall=3&type=panel), so it is the same page with or without JavaScript. The old agenda images stay
 * as downloads. Both routes are cached pages, made again every minute for the "now" and "next" marks: the
 * programme as it opens, and one page per choice in the address (the request guard sends it to
 * /mw/agenda/filtered/{day}-{hall}-{type}: lib/conference/agenda-route.ts), since a cached page cannot read the query.
 */
async function AgendaPage({ params, choice = {} }: { params: Props['params']; choice?: AgendaChoice }) {
  const locale = await localeOf(params);
  setRequestLocale(locale);
  const t = await getTranslations('mw.programme');
  const eventId = await loadCurrentEventId();
  const [programme, images] = await Promise.all([
    tryLoad(loadProgramme({ eventId, locale: locale }), 'the programme'),
    tryLoad(loadAgenda(locale), 'the agenda images'),
  ]);
  if (programme.ok) {
    // A day or hall this programme does not have (an old link, a typed address) leads to the choice it has.
    const known = knownPart(programme.data, choice);
    if (!sameChoice(known, choice)) redirect(localizedPath(agendaHref(known), locale));
  }
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
          <ProgrammeDay {...programme.data} query={choice} />
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
  Page: ({ params }: Props) => AgendaPage({ params }),
  /** The day, hall and type chosen in the address, as the request guard names them (/mw/agenda/filtered/{choice}). */
  FilteredPage: async ({ params }: { params: Promise<{ locale: string; choice: string }> }) => {
    const choice = choiceOfSegment((await params).choice);
    if (!choice) notFound();
    return AgendaPage({ params, choice });
  },
};
