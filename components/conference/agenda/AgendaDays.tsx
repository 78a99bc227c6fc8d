'use client';

import Image from 'next/image';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import type { AgendaDay } from '@/lib/conference/queries';
import ui from '../ui/page.module.css';
import styles from './agenda.module.css';
import { EmptyState } from '@/components/ui/EmptyState';

/** Day buttons over the agenda images of the page's language; the first day is selected. */
export function AgendaDays({ days }: { days: AgendaDay[] }) {
  const t = useTranslations('mw.agenda');
  const [selected, setSelected] = useState(days[0]?.event_date_id);
  const day = days.find((d) => d.event_date_id === selected) ?? days[0];

  return (
    <>
      <div className={ui.tabs} role="group" aria-label={t('days')}>
        {days.map((d) => (
          <button key={d.event_date_id} type="button" className={ui.tab} aria-pressed={d === day} onClick={() => setSelected(d.event_date_id)}>
            {t('day', { day: d.day })} · <time dateTime={d.event_date}>{d.event_date}</time>
          </button>
        ))}
      </div>
      <div aria-live="polite">
        {day.agenda_items.length === 0 ? (
          <EmptyState>{t('noImage')}</EmptyState>
        ) : (
          day.agenda_items.map((item) => (
            <a key={item.id} href={item.agenda_image} className={styles.sheet} target="_blank" rel="noopener noreferrer">
              <Image
                src={item.agenda_image}
                alt={t('imageAlt', { day: day.day, date: day.event_date })}
                width={1240}
                height={1754}
                sizes="(min-width: 900px) 820px, 100vw"
                className={styles.image}
              />
            </a>
          ))
        )}
      </div>
    </>
  );
}
