import { getTranslations } from 'next-intl/server';
import type { SessionView } from '@/lib/conference/programme-data';
import { gridOf, marksOf } from '@/lib/conference/programme-grid';
import { SessionCard } from './SessionCard';
import styles from './programme.module.css';

type Hall = { id: number; name: string };

/**
 * One day of the programme. The markup is a list in time order (what a phone and a screen reader get, the hall
 * written on each session); from 900 px CSS lays the same elements out as a grid of halls × quarter hours.
 */
export async function Timetable({ sessions, halls, now }: { sessions: SessionView[]; halls: Hall[]; now: Date }) {
  const t = await getTranslations('mw.programme');
  const shown = halls.filter((h) => sessions.some((s) => s.hall.id === h.id));
  const { placements, hours } = gridOf(sessions, shown.map((h) => h.id));
  const marks = marksOf(sessions, now);
  return (
    <div className={styles.timetable} style={{ '--halls': shown.length } as React.CSSProperties}>
      <span className={styles.corner} aria-hidden="true">{t('time')}</span>
      {shown.map((h, i) => (
        <span key={h.id} className={styles.hallHead} style={{ gridColumn: i + 2 }} aria-hidden="true">
          {h.name}
        </span>
      ))}
      {hours.map((h) => (
        <span key={h.label} className={styles.hour} style={{ gridRow: h.row }} aria-hidden="true">
          {h.label}
        </span>
      ))}
      {sessions.map((s) => {
        const p = placements.get(s.id)!;
        return (
          <SessionCard
            key={s.id}
            session={s}
            mark={marks.get(s.id) ?? null}
            style={{ '--column': p.column, '--row-start': p.rowStart, '--row-end': p.rowEnd } as React.CSSProperties}
          />
        );
      })}
    </div>
  );
}
