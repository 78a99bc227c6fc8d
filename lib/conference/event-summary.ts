import 'server-only';
import type { DbOrTx } from '@/lib/db/client';
import type { Locale } from '@/lib/i18n/routing';
import { findEvent, listEventDates } from './queries';
import { EVENT_STAT_KEYS } from './constants';
import { invitationParagraphs } from './event-home-schema';

const pick = (locale: Locale, mn: string, en: string) => (locale === 'en' ? en || mn : mn || en);

/**
 * One edition as its pages show it: id, name, days ('YYYY-MM-DD') and venue in the page's language, and its
 * headline numbers in EVENT_STAT_KEYS order (blank ones left out), its home invitation's paragraphs and banner. A session's page names its own edition with it.
 */
export async function readEventSummary(db: DbOrTx, { id, locale }: { id: number; locale: Locale }) {
  const [event, days] = await Promise.all([findEvent(db, id), listEventDates(db, id)]);
  const statistics = EVENT_STAT_KEYS.flatMap((key) => (event?.statistics[key]?.trim() ? [{ key, value: event.statistics[key]!.trim() }] : []));
  return {
    id,
    name: event?.event ?? null,
    days: days.map((d) => d.event_date).sort(),
    venue: event ? pick(locale, event.venue_mn, event.venue_en) : '',
    statistics,
    invitation: event ? invitationParagraphs(pick(locale, event.invitation_mn, event.invitation_en)) : [],
    banner: { video: event?.banner_video ?? '', poster: event?.banner_poster ?? '' },
  };
}
export type EventSummary = Awaited<ReturnType<typeof readEventSummary>>;
