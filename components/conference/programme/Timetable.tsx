import { getTranslations } from 'next-intl/server';
import type { SessionView } from '@/lib/conference/programme-data';
import { gridOf, marksOf } from '@/lib/conference/programme-grid';
import { SessionCards } from './SessionCard';
import { sessionCardView, sessionLabels } from './session-view';
import styles from './programme.module.css';

type Hall = { id: number; name: string };

/**
 * One day of the programme. The markup is a list in time order (what a phone and a screen reader get, the hall
 * written on each session); from 900 px CSS lays the same elements out as a grid of halls × quarter hours.
 */
export async function Timetable({ sessions, halls, now }: { sessions: SessionView[]; halls: Hall[]; now: Date }) {
  const [t, labels] = await Promise.all([getTranslations('mw.programme'), sessionLabels(sessions)]);
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
      <SessionCards sessions={sessions.map((s) => sessionCardView(s, marks.get(s.id) ?? null, placements.get(s.id)))} labels={labels} />
    </div>
  );
}
