/** Constants of the conference programme. Safe to import from client components. */

export const SESSION_TYPES = ['keynote', 'panel', 'talk', 'workshop', 'networking', 'ceremony'] as const;
export type SessionType = (typeof SESSION_TYPES)[number];

/** Programme times are wall-clock times in Ulaanbaatar (lib/site/ulaanbaatar-time.ts), named by this zone in calendars. */
export const PROGRAMME_TIME_ZONE = 'Asia/Ulaanbaatar';

/** localStorage key of the visitor's starred session ids (the personal agenda, kept in the browser only). */
export const STARRED_KEY = 'mw-starred-sessions';
