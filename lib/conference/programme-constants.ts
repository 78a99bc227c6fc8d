/** Constants of the conference programme. Safe to import from client components. */

export const SESSION_TYPES = ['keynote', 'panel', 'talk', 'workshop', 'networking', 'ceremony'] as const;
export type SessionType = (typeof SESSION_TYPES)[number];
export const isSessionType = (value: string): value is SessionType => (SESSION_TYPES as readonly string[]).includes(value);

/** Programme times are wall-clock times in Ulaanbaatar (lib/site/ulaanbaatar-time.ts), named by this zone in calendars. */
export const PROGRAMME_TIME_ZONE = 'Asia/Ulaanbaatar';

/** localStorage key of the visitor's starred session ids (the personal agenda, kept in the browser only). */
export const STARRED_KEY = 'mw-starred-sessions';

/**
 * The columns of a programme import file (header row, any order and case) and the template's example row: the day
 * is its number in the event, the hall and speakers are named as in the back office (speakers separated by ';',
 * in order), times are HH:MM in Ulaanbaatar.
 */
export const PROGRAMME_IMPORT_COLUMNS = [
  'day', 'hall', 'starts_at', 'ends_at', 'type', 'title_mn', 'title_en', 'description_mn', 'description_en', 'speakers', 'slides_url', 'stream_url',
] as const;
export const PROGRAMME_IMPORT_EXAMPLE = ['1', 'Их танхим', '09:00', '09:45', 'keynote', 'Нээлтийн үг', 'Opening address', '', '', 'Б. Бат; Д. Дорж', '', ''];
