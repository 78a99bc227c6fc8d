/** Business constants of the conference site (spec §9). Safe to import from client components. */

/** The current edition: Mining Week 2025, 11–13 September in Ulaanbaatar. */
export const DEFAULT_EVENT_ID = 3;
/** The archived 2023 edition whose presentations /mw/2023/presentation lists. */
export const EDITION_2023_EVENT_ID = 1;

/** Agenda images exist per language: 1 = mn, 2 = en. */
export const AGENDA_LANGUAGE_ID = { mn: 1, en: 2 } as const;
export const agendaLanguageId = (locale: string) => (locale === 'en' ? AGENDA_LANGUAGE_ID.en : AGENDA_LANGUAGE_ID.mn);

export const GALLERY_PAGE_SIZE = 12;

/**
 * The gallery's day choice carries ids 1–8 (the Mongolian and the English day buttons of the original site);
 * 1 and 5 mean day 1, 2 and 6 day 2, 3 and 7 day 3, 4 and 8 day 4, anything else day 1.
 */
export function galleryDay(id: number): number {
  return Number.isInteger(id) && id >= 1 && id <= 8 ? ((id - 1) % 4) + 1 : 1;
}

/** Admin page sizes (first one is the default). */
export const PAGE_SIZES = {
  registrations: [50, 100, 150],
  presenters: [20, 50, 100],
  agenda: [10, 20, 50],
} as const;
/** Registration lists allow 150 rows a page, above the API's usual cap of 100. */
export const REGISTRATION_LIMIT_MAX = 150;

export const REGISTRATION_SEARCH_FIELDS = ['phone_number', 'email', 'first_name', 'company'] as const;
export type RegistrationSearchField = (typeof REGISTRATION_SEARCH_FIELDS)[number];

export const FOOTER_TYPES = ['phone', 'email', 'link'] as const;
export type FooterType = (typeof FOOTER_TYPES)[number];

/** The 20 brand icons a social link may carry. */
export const SOCIAL_ICONS = [
  'facebook',
  'instagram',
  'x',
  'youtube',
  'linkedin',
  'tiktok',
  'telegram',
  'whatsapp',
  'viber',
  'wechat',
  'line',
  'pinterest',
  'snapchat',
  'reddit',
  'threads',
  'discord',
  'vimeo',
  'flickr',
  'github',
  'skype',
] as const;
export type SocialIcon = (typeof SOCIAL_ICONS)[number];

export const CATEGORY_PAGE_TYPES = ['static', 'news'] as const;

/** Timers (ms). */
export const REGISTRATION_SUCCESS_MS = 10_000;
export const UPLOAD_MESSAGE_MS = 5_000;

/** The home page's headline numbers, in the order shown; each event stores its own values (events.statistics). */
export const EVENT_STAT_KEYS = ['visitors', 'countries', 'exhibitors', 'speakers', 'conferences'] as const;
export type EventStatKey = (typeof EVENT_STAT_KEYS)[number];
/** The spec's fixed statistics (§1), which the seed gives event 3. */
export const SPEC_STATS: Record<EventStatKey, string> = { visitors: '30,000+', countries: '20+', exhibitors: '350+', speakers: '123+', conferences: '12' };

/** The registration form's fields, in the form's order (the schema in validators.ts has exactly these). */
export const REGISTRATION_FIELDS = ['company', 'first_name', 'last_name', 'country', 'email', 'phone_number'] as const;
