import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { localeOf } from '@/lib/i18n/page';
import { localizedPath } from '@/lib/i18n/paths';
import { loadCurrentEventId } from '@/lib/conference/page-data';
import { loadProgramme } from '@/lib/conference/programme-data';
import { calendarHref, webcalHref } from '@/lib/conference/programme-links';
import { tryLoad } from '@/lib/conference/try-load';
import { MyAgenda } from '@/components/conference/programme/MyAgenda';
import { PageHero } from '@/components/conference/ui/PageHero';
import { LoadError } from '@/components/conference/ui/LoadError';
import ui from '@/components/conference/ui/page.module.css';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeOf(params);
  // Each visitor's list is their own: nothing here for search engines.
  return { title: (await getTranslations({ locale, namespace: 'mw.programme' }))('myAgenda'), robots: { index: false } };
}

/** /mw/agenda/mine: the sessions starred in this browser, and their calendar file. */
export default async function MyAgendaPage({ params }: Props) {
  const locale = await localeOf(params);
  setRequestLocale(locale);
  const t = await getTranslations('mw.programme');
  const programme = await tryLoad(loadProgramme({ eventId: await loadCurrentEventId(), locale: locale }), 'the programme');
  const base = calendarHref({ lang: locale });
  return (
    <>
      <PageHero title={t('myAgenda')}>{t('myAgendaLead')}</PageHero>
      <div className={`container ${ui.section}`}>
        <noscript>
          <p>{t('myAgendaNoScript')}</p>
        </noscript>
        {!programme.ok ? (
          <LoadError />
        ) : (
          <MyAgenda
            sessions={programme.data.sessions.map((s) => ({
              id: s.id, title: s.title, date: s.date, from: s.from, to: s.to, start: s.start, hall: s.hall.name,
              href: localizedPath(`/mw/sessions/${s.id}`, locale),
            }))}
            calendarBase={base}
            webcalBase={webcalHref(base)}
            labels={{ empty: t('myAgendaEmpty'), download: t('downloadMine'), subscribe: t('subscribeMine'), star: t('star'), unstar: t('unstar') }}
          />
        )}
      </div>
    </>
  );
}
