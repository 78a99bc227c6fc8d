const DAY = 24 * 60 * 60 * 1000;

/** A moment `days` days before `now` at the given local hour and minute (UTC+8, Ulaanbaatar). */
export function daysFrom(now: Date, days: number, hour = 10, minute = 0): Date {
  const ulaanbaatar = new Date(now.getTime() + 8 * 60 * 60 * 1000);
  const day = Date.UTC(ulaanbaatar.getUTCFullYear(), ulaanbaatar.getUTCMonth(), ulaanbaatar.getUTCDate());
  return new Date(day + days * DAY + (hour - 8) * 60 * 60 * 1000 + minute * 60 * 1000);
}

/** YYYY-MM-DD of a date in Ulaanbaatar. */
export function isoDay(date: Date): string {
  return new Date(date.getTime() + 8 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/** The same moment a day earlier when it would lie after `now` (today's late hours have not happened yet). */
export function notAfter(date: Date, now: Date): Date {
  return date > now ? new Date(date.getTime() - DAY) : date;
}
