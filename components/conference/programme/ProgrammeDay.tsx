import { getTranslations } from 'next-intl/server';
import type { SessionView } from '@/lib/conference/programme-data';
import { EmptyState } from '@/components/ui/EmptyState';
import { ProgrammeNav } from './ProgrammeNav';
import { Timetable } from './Timetable';

export type ProgrammeQuery = { day?: number; hall?: number; type?: string };

/** The chosen day of the programme with the day switcher and filters; unknown choices fall back to all / day 1. */
export async function ProgrammeDay({ sessions, halls, query }: { sessions: SessionView[]; halls: { id: number; name: string }[]; query: ProgrammeQuery }) {
  const t = await getTranslations('mw.programme');
  const days = [...new Map(sessions.map((s) => [s.day, { day: s.day, date: s.date }])).values()];
  const day = days.find((d) => d.day === query.day) ?? days[0];
  const hall = halls.find((h) => h.id === query.hall)?.id;
  const type = query.type || undefined;
  const shown = sessions.filter((s) => s.day === day.day && (!hall || s.hall.id === hall) && (!type || s.type === type));
  return (
    <>
      <ProgrammeNav days={days} halls={halls} choice={{ day: day.day, hall, type }} />
      <h2>
        {t('day', { day: day.day })} · <time dateTime={day.date}>{day.date}</time>
      </h2>
      {shown.length === 0 ? <EmptyState>{t('empty')}</EmptyState> : <Timetable sessions={shown} halls={halls} now={new Date()} />}
    </>
  );
}
