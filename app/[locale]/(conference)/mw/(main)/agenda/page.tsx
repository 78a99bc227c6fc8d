import { languageAlternates } from '@/lib/seo/metadata';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { loadAgenda } from '@/lib/conference/page-data';
import { tryLoad } from '@/lib/conference/try-load';
import { AgendaDays } from '@/components/conference/agenda/AgendaDays';
import { AgendaSheets } from '@/components/conference/agenda/AgendaSheets';
import { PageHero } from '@/components/conference/ui/PageHero';
import { LoadError } from '@/components/conference/ui/LoadError';
import ui from '@/components/conference/ui/page.module.css';
import { EmptyState } from '@/components/ui/EmptyState';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return { title: (await getTranslations({ locale, namespace: 'mw.meta' }))('agenda'), alternates: languageAlternates('/mw/agenda', locale as Locale) };
}

/** /mw/agenda: the agenda images of event 3 per day, in the page's language (1 mn, 2 en). */
export default async function AgendaPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('mw.agenda');
  const agenda = await tryLoad(loadAgenda(locale as Locale), 'the agenda');
  return (
    <>
      <PageHero title={t('title')} />
      <div className={`container ${ui.section}`}>
        {!agenda.ok ? <LoadError /> : agenda.data.length === 0 ? <EmptyState>{t('empty')}</EmptyState> : (
          <AgendaDays days={agenda.data.map((d) => ({ id: d.event_date_id, day: d.day, date: d.event_date, sheets: <AgendaSheets day={d} /> }))} />
        )}
      </div>
    </>
  );
}
