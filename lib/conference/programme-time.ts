import { UB_OFFSET } from '@/lib/site/ulaanbaatar-time';

/** 'HH:MM' of a database time ('HH:MM:SS'). */
export const hhmm = (time: string) => time.slice(0, 5);

/** An event day and an Ulaanbaatar wall-clock time as an ISO 8601 instant with its offset, e.g. 2025-09-11T09:00:00+08:00. */
export const ubIso = (date: string, time: string) => `${date}T${hhmm(time)}:00${UB_OFFSET}`;
