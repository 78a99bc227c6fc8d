import { conferenceShareMetadata } from '@/lib/seo/share-cards';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { Link } from '@/lib/i18n/navigation';
import { loadEvent } from '@/lib/conference/page-data';
import { loadSession } from '@/lib/conference/programme-data';
import { calendarHref } from '@/lib/conference/programme-links';
import { routeId } from '@/lib/conference/programme-route';
import { languageAlternates } from '@/lib/seo/metadata';
import { sessionEventData } from '@/lib/seo/programme-ld';
import { JsonLd } from '@/components/ui/JsonLd';
import { PageHero } from '@/components/conference/ui/PageHero';
import { SpeakerCards } from '@/components/conference/programme/SpeakerCards';
import { StarButton } from '@/components/conference/programme/StarButton';
import ui from '@/components/conference/ui/page.module.css';
import styles from '@/components/conference/programme/programme.module.css';

type Props = { params: Promise<{ locale: string; id: string }> };

async function find(params: Props['params']) {
  const { locale, id } = await params;
  const sessionId = routeId(id);
  const session = sessionId ? await loadSession({ id: sessionId, locale: locale as Locale }) : null;
  return { locale: locale as Locale, session };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, session } = await find(params);
  if (!session) return {};
  const t = await getTranslations({ locale, namespace: 'mw.programme' });
  // A session without text of its own is described by when and where it is, not left to the search engine.
  const fallback = `${session.title} — ${t('when', { date: session.date, from: session.from, to: session.to })}, ${session.hall.name}`;
  return {
    title: session.title,
    description: session.description.slice(0, 200) || fallback,
    alternates: languageAlternates(`/mw/sessions/${session.id}`, locale),
    // The share image (issue 24.6): the session's title in the page's language.
    ...(await conferenceShareMetadata(locale, 'mw-session', session.id)),
  };
}

/** /mw/sessions/{id}: one session with its time, hall, speakers, description, slides and calendar file. */
export default async function SessionPage({ params }: Props) {
  const { locale, session } = await find(params);
  if (!session) notFound();
  setRequestLocale(locale);
  const [t, conference] = await Promise.all([getTranslations('mw.programme'), loadEvent({ id: session.eventId, locale })]);
  return (
    <>
      {conference.name && <JsonLd data={sessionEventData(session, { name: conference.name, days: conference.days }, locale)} />}
      <PageHero title={session.title}>{t(`types.${session.type}` as 'types.talk')}</PageHero>
      <div className={`container ${ui.section} ${styles.detail}`}>
        <dl className={styles.facts}>
          <dt>{t('time')}</dt>
          <dd>
            <time dateTime={session.start}>{t('when', { date: session.date, from: session.from, to: session.to })}</time>
          </dd>
          <dt>{t('hall')}</dt>
          <dd>{session.hall.name}</dd>
        </dl>
        <div className={styles.starRow}>
          <StarButton id={session.id} title={session.title} labels={{ star: t('star'), unstar: t('unstar') }} />
        </div>
        {session.description && <p>{session.description}</p>}
        <ul className={styles.links}>
          {session.slides && <li><a href={session.slides}>{t('slides')}</a></li>}
          {session.stream && <li><a href={session.stream} rel="noopener noreferrer" target="_blank">{t('stream')}</a></li>}
          <li><a href={calendarHref({ sessions: [session.id], lang: locale })} download>{t('addToCalendar')}</a></li>
        </ul>
        {session.speakers.length > 0 && (
          <section aria-labelledby="speakers-heading">
            <h2 id="speakers-heading">{t('speakers')}</h2>
            <SpeakerCards speakers={session.speakers} />
          </section>
        )}
        <p><Link href={`/mw/agenda?day=${session.day}`}>{t('backToProgramme')}</Link></p>
      </div>
    </>
  );
}
