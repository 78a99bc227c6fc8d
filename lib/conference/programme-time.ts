import { UB_OFFSET } from './programme-constants';

/** 'HH:MM' of a database time ('HH:MM:SS'). */
export const hhmm = (time: string) => time.slice(0, 5);

/** An event day and an Ulaanbaatar wall-clock time as an ISO 8601 instant with its offset, e.g. 2025-09-11T09:00:00+08:00. */
export const ubIso = (date: string, time: string) => `${date}T${hhmm(time)}:00${UB_OFFSET}`;

/** The instant as a Date (for calendars). */
export const ubDate = (date: string, time: string) => new Date(ubIso(date, time));

/** Today's date in Ulaanbaatar ('YYYY-MM-DD'): check-ins and 'now' are counted by the venue's day, not the server's. */
export const ubToday = (now = new Date()) => new Date(now.getTime() + 8 * 3600_000).toISOString().slice(0, 10);
