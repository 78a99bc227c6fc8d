import type { SessionView } from './programme-data';
import { ubDay } from '@/lib/site/ulaanbaatar-time';

/** Placing sessions on the wide-screen grid: one column per hall, one row per quarter hour. */

const SLOT_MINUTES = 15;
const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

export type GridPlacement = { column: number; rowStart: number; rowEnd: number };
/** What the grid needs of a session: the public timetable's SessionView and the back office's preview both fit. */
export type GridSession = { id: number; from: string; to: string; hall: { id: number } };

/**
 * Rows are counted from the day's first quarter hour; row 1 is the hall header, column 1 the time labels.
 * Returns the placements by session id and the hour marks as rows.
 */
export function gridOf(sessions: GridSession[], hallIds: number[]) {
  const first = Math.min(...sessions.map((s) => minutes(s.from)));
  const start = first - (first % SLOT_MINUTES);
  const row = (hhmm: string) => 2 + Math.floor((minutes(hhmm) - start) / SLOT_MINUTES);
  const placements = new Map<number, GridPlacement>(
    sessions.map((s) => [s.id, { column: 2 + hallIds.indexOf(s.hall.id), rowStart: row(s.from), rowEnd: Math.max(row(s.to), row(s.from) + 1) }]),
  );
  const last = Math.max(...sessions.map((s) => minutes(s.to)));
  const hours: { label: string; row: number }[] = [];
  for (let m = Math.ceil(start / 60) * 60; m < last; m += 60) hours.push({ label: `${String(m / 60).padStart(2, '0')}:00`, row: 2 + (m - start) / SLOT_MINUTES });
  return { placements, hours };
}

/** During the event: 'now' for sessions under way, 'next' for the ones starting next on the same Ulaanbaatar day. */
export function marksOf(sessions: SessionView[], now: Date) {
  const marks = new Map<number, 'now' | 'next'>();
  const t = now.getTime();
  const today = sessions.filter((s) => s.date === ubDay(now));
  const nextStart = Math.min(...today.map((s) => Date.parse(s.start)).filter((start) => start > t));
  for (const s of today) {
    if (Date.parse(s.start) <= t && t < Date.parse(s.end)) marks.set(s.id, 'now');
    else if (Date.parse(s.start) === nextStart) marks.set(s.id, 'next');
  }
  return marks;
}
