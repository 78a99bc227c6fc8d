import 'server-only';
import { cachedRead } from '@/lib/cache/cached-read';
import { TAGS } from '@/lib/cache';
import type { DbOrTx } from '@/lib/db/client';
import type { Locale } from '@/lib/i18n/routing';
import { listHalls } from './queries';
import { listSessionRows, listSpeakerRows, type SessionFilter, type SessionRow, type SpeakerRow } from './programme-queries';
import { hhmm, ubIso } from './programme-time';

/** The programme in one language: the shapes the API answers and the pages render. */

const pick = (locale: Locale, mn: string, en: string) => (locale === 'en' ? en || mn : mn || en);

export type SessionSpeaker = { id: number; name: string; position: string; photo: string };
export type SessionView = {
  id: number;
  /** The edition the session belongs to (its page's superEvent). */
  eventId: number;
  title: string;
  description: string;
  /** ISO 8601 with the Ulaanbaatar offset. */
  start: string;
  end: string;
  /** 'HH:MM' in Ulaanbaatar, for display. */
  from: string;
  to: string;
  day: number;
  date: string;
  hall: { id: number; name: string };
  type: string;
  speakers: SessionSpeaker[];
  slides: string;
  stream: string;
};

export function sessionView(row: SessionRow, locale: Locale): SessionView {
  const s = row.session;
  return {
    id: s.id,
    eventId: s.event_id,
    title: pick(locale, s.title_mn, s.title_en),
    description: pick(locale, s.description_mn, s.description_en),
    start: ubIso(row.date, s.starts_at),
    end: ubIso(row.date, s.ends_at),
    from: hhmm(s.starts_at),
    to: hhmm(s.ends_at),
    day: row.day,
    date: row.date,
    hall: { id: s.hall_id, name: pick(locale, row.hall_name, row.hall_name_en) },
    type: s.type,
    speakers: row.speakers.map((p) => ({ id: p.id, name: pick(locale, p.name_mn, p.name_en), position: pick(locale, p.position_mn, p.position_en), photo: p.profile_img })),
    slides: s.slides_url,
    stream: s.stream_url,
  };
}

export type SpeakerView = SessionSpeaker & { bio: string; company: string; country: string; companyId: number | null };

export function speakerView(p: SpeakerRow, locale: Locale): SpeakerView {
  return {
    id: p.id,
    name: pick(locale, p.name_mn, p.name_en),
    position: pick(locale, p.position_mn, p.position_en),
    photo: p.profile_img,
    bio: pick(locale, p.bio_mn, p.bio_en),
    company: p.company,
    country: p.country,
    companyId: p.company_id,
  };
}

export async function readSessions(db: DbOrTx, filter: SessionFilter, locale: Locale) {
  return (await listSessionRows(db, filter)).map((r) => sessionView(r, locale));
}

export async function readSpeakers(db: DbOrTx, filter: { eventId?: number; id?: number }, locale: Locale) {
  return (await listSpeakerRows(db, filter)).map((p) => speakerView(p, locale));
}

/** The whole programme of an event and its halls, for the timetable (filters are applied on the page). */
export const loadProgramme = cachedRead(
  async (db: DbOrTx, p: { eventId: number; locale: Locale }) => {
    const [sessions, halls] = await Promise.all([readSessions(db, { eventId: p.eventId }, p.locale), listHalls(db, p.eventId)]);
    return { sessions, halls: halls.map((h) => ({ id: h.id, name: pick(p.locale, h.hall_name, h.hall_name_en) })) };
  },
  'mw-programme',
  [TAGS.conference],
);

export const loadSession = cachedRead(
  async (db: DbOrTx, p: { id: number; locale: Locale }) => (await readSessions(db, { ids: [p.id] }, p.locale))[0] ?? null,
  'mw-session',
  [TAGS.conference],
);

export const loadSpeakerList = cachedRead(
  (db: DbOrTx, p: { eventId: number; locale: Locale }) => readSpeakers(db, { eventId: p.eventId }, p.locale),
  'mw-speaker-list',
  [TAGS.conference],
);

/** One speaker with their sessions, or null. */
export const loadSpeaker = cachedRead(
  async (db: DbOrTx, p: { id: number; locale: Locale }) => {
    const [speaker] = await readSpeakers(db, { id: p.id }, p.locale);
    if (!speaker) return null;
    return { speaker, sessions: await readSessions(db, { speakerId: p.id }, p.locale) };
  },
  'mw-speaker',
  [TAGS.conference],
);

/** Ids of every session and speaker of an event, for the sitemap. */
export const loadProgrammeIds = cachedRead(
  async (db: DbOrTx, eventId: number) => {
    const [sessions, speakers] = await Promise.all([listSessionRows(db, { eventId }), listSpeakerRows(db, { eventId })]);
    return { sessions: sessions.map((s) => s.session.id), speakers: speakers.map((s) => s.id) };
  },
  'mw-programme-ids',
  [TAGS.conference],
);
