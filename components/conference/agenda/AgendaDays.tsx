'use client';

import { useState, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import ui from '../ui/page.module.css';

/** A day of the agenda with its sheets already rendered on the server (AgendaSheets). */
export type AgendaDayView = { id: number; day: number; date: string; sheets: ReactNode };

/** Day buttons over the agenda images of the page's language; the first day is selected. */
export function AgendaDays({ days }: { days: AgendaDayView[] }) {
  const t = useTranslations('mw.agenda');
  const [selected, setSelected] = useState(days[0]?.id);
  const day = days.find((d) => d.id === selected) ?? days[0]!;

  return (
    <>
      <div className={ui.tabs} role="group" aria-label={t('days')}>
        {days.map((d) => (
          <button key={d.id} type="button" className={ui.tab} aria-pressed={d === day} onClick={() => setSelected(d.id)}>
            {t('day', { day: d.day })} · <time dateTime={d.date}>{d.date}</time>
          </button>
        ))}
      </div>
      <div aria-live="polite">{day.sheets}</div>
    </>
  );
}
