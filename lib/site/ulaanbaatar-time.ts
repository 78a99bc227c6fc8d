/**
 * Dates as people in Mongolia read them. Ulaanbaatar keeps UTC+8 all year (no daylight saving since 2017),
 * so day and month boundaries are fixed offsets. Safe to import from client islands.
 */
export const UB_OFFSET = '+08:00';
const UB_OFFSET_HOURS = 8;
const UB_ZONE = 'Asia/Ulaanbaatar';

const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: UB_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
const timeFormat = new Intl.DateTimeFormat('en-GB', { timeZone: UB_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** 'YYYY-MM-DD' of an instant in Ulaanbaatar. */
export function ubDay(instant: Date | string): string {
  return dayFormat.format(new Date(instant));
}

/** 'HH:mm' of an instant in Ulaanbaatar. */
export function ubTime(instant: Date | string): string {
  return timeFormat.format(new Date(instant));
}

/** 'YYYY-MM-DDTHH:mm' of an instant in Ulaanbaatar: what a datetime-local field shows and sends. */
export function ubMinute(instant: Date | string): string {
  return `${ubDay(instant)}T${ubTime(instant)}`;
}

/** The first instant of a Ulaanbaatar day given as 'YYYY-MM-DD'. */
export function ubDayStart(day: string): Date {
  return new Date(`${day}T00:00:00${UB_OFFSET}`);
}

/** 'YYYY-MM-DD' a number of days after (or before) a 'YYYY-MM-DD' day. */
export function addDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The first instants of a 'YYYY-MM' month and of the month after it, in Ulaanbaatar. */
export function ubMonthBounds(month: string): { start: Date; end: Date } {
  const [y, m] = month.split('-').map(Number) as [number, number];
  // Date arithmetic, not string building: years below 1000 or a December of 9999 stay valid dates.
  const firstInstant = (monthIndex: number) => {
    const day = new Date(0);
    day.setUTCFullYear(y, monthIndex, 1);
    return new Date(day.getTime() - UB_OFFSET_HOURS * 3_600_000);
  };
  return { start: firstInstant(m - 1), end: firstInstant(m) };
}

/** A month label: '2024 оны 5-р сар' or 'May 2024'. */
export function monthLabel(month: string, locale: 'mn' | 'en'): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  if (locale === 'mn') return `${y} оны ${m}-р сар`;
  return new Date(Date.UTC(y, m - 1, 1)).toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
}
