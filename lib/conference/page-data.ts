import 'server-only';
import { eq } from 'drizzle-orm';
import { events } from './schema';
import { cachedRead } from '@/lib/cache/cached-read';
import { TAGS } from '@/lib/cache';
import type { DbOrTx } from '@/lib/db/client';
import type { Locale } from '@/lib/i18n/routing';
import {
  listActiveCategories,
  listAgendaDays,
  currentEventId,
  listEventDates,
  listFooter,
  listGalleryByDay,
  listHalls,
  listLogos,
  listNewsCategories,
  listPresentersOfEvent,
  listSocialLinks,
  listStaticCategoryIds,
  listWeekNews,
} from './queries';
import { readEventSummary } from './event-summary';
import { listEventPresentations, listPresentations } from './programme-slides';
import { EDITION_2023_EVENT_ID, GALLERY_PAGE_SIZE, agendaLanguageId } from './constants';
import { inLanguage } from '@/lib/i18n/in-language';

/** Cached, tagged reads for the conference pages, with content fields already picked by language. */

const pick = (locale: Locale, mn: string, en: string) => (locale === 'en' ? en || mn : mn || en);

export type MenuLink = { key: string; label: string; href: string };

/** A menu category becomes a link; one that lacks a name or a usable link is logged and yields an empty link. */
function menuLink(category: Awaited<ReturnType<typeof listActiveCategories>>[number], locale: Locale): MenuLink {
  const label = pick(locale, category.category, category.category_en).trim();
  const href = category.link.trim();
  const valid = Boolean(label) && /^(\/|https?:\/\/)/.test(href);
  if (!valid) console.error('[conference] invalid menu category', { cid: category.cid, category: category.category, link: category.link });
  return { key: String(category.cid), label: label || String(category.cid), href: valid ? href : '' };
}

export const loadShell = cachedRead(
  async (db: DbOrTx, locale: Locale) => {
    const [categories, footer, social, sponsors] = await Promise.all([
      listActiveCategories(db),
      listFooter(db),
      listSocialLinks(db),
      listLogos(db, 'sponsor'),
    ]);
    return {
      menu: categories.filter((c) => c.page_type === 'static' && c.pid === null).map((c) => menuLink(c, locale)),
      footer: footer.filter((f) => f.type === 'phone' || f.type === 'email' || f.type === 'link'),
      social,
      sponsors: sponsors.map(({ id, name, logo, link }) => ({ id, name, logo, link })),
    };
  },
  'mw-shell',
  [TAGS.conference, TAGS.socialLinks],
);
export type ShellData = Awaited<ReturnType<typeof loadShell>>;

export const loadOrganisers = cachedRead(
  async (db: DbOrTx) => (await listLogos(db, 'organiser')).map(({ id, name, logo, link }) => ({ id, name, logo, link })),
  'mw-organisers',
  [TAGS.conference],
);

/** The agenda in the page's language: language 1 for mn, 2 for en. */
export const loadAgenda = cachedRead(
  async (db: DbOrTx, locale: Locale) => listAgendaDays(db, await currentEventId(db), agendaLanguageId(locale)),
  'mw-agenda',
  [TAGS.conference],
);

export const loadSpeakers = cachedRead(
  async (db: DbOrTx, locale: Locale) =>
    (await listPresentersOfEvent(db, await currentEventId(db))).map((p) => ({
      id: p.id,
      name: pick(locale, p.name_mn, p.name_en),
      position: pick(locale, p.position_mn, p.position_en),
      photo: p.profile_img,
    })),
  'mw-speakers',
  [TAGS.conference],
);

/** Days and halls for the presentation choice, and the presentations of the first day and hall. */
export const loadPresentationChoice = cachedRead(
  async (db: DbOrTx, locale: Locale) => {
    const eventId = await currentEventId(db);
    const [days, halls] = await Promise.all([listEventDates(db, eventId), listHalls(db, eventId)]);
    const first = days[0] && halls[0] ? await listPresentations(db, halls[0].id, days[0].id) : [];
    return {
      days: days.map((d) => ({ id: d.id, day: d.day, date: d.event_date })),
      halls: halls.map((h) => ({ id: h.id, name: pick(locale, h.hall_name, h.hall_name_en) })),
      first,
    };
  },
  'mw-presentation-choice',
  [TAGS.conference],
);

/** The gallery's days and the first load of day 1. */
export const loadGalleryStart = cachedRead(
  async (db: DbOrTx) => {
    const eventId = await currentEventId(db);
    const [days, images] = await Promise.all([listEventDates(db, eventId), listGalleryByDay(db, eventId, 1, GALLERY_PAGE_SIZE, 0)]);
    return { days: days.map((d) => ({ day: d.day, date: d.event_date })), images };
  },
  'mw-gallery-start',
  [TAGS.conference],
);

/** The current event (chosen in /admin/week/events) as its pages show it (lib/conference/event-summary.ts). */
export const loadCurrentEvent = cachedRead(
  async (db: DbOrTx, locale: Locale) => readEventSummary(db, { id: await currentEventId(db), locale }),
  'mw-current-event',
  [TAGS.conference],
);
/** Any edition by id: a session's page names its own edition, whichever is current. */
export const loadEvent = cachedRead(readEventSummary, 'mw-event', [TAGS.conference]);
export type CurrentEvent = Awaited<ReturnType<typeof loadCurrentEvent>>;

/** The current event's id alone, for pages that read its programme, speakers or registration window. */
export const loadCurrentEventId = cachedRead((db: DbOrTx) => currentEventId(db), 'mw-current-event-id', [TAGS.conference]);

const loadStaticCategoryIds = cachedRead(async (db: DbOrTx) => (await listStaticCategoryIds(db)).map((c) => c.cid), 'mw-static-cids', [TAGS.conference]);

/**
 * What /mw/2023/category/{cid} shows: category 2 the registration form, another static category the spec's
 * repair notice, and anything else (an unknown or made-up cid) nothing, so the page answers 404 (issue 27.7).
 * The list of static cids is cached once; the asked-for cid is never a cache key.
 */
export async function category2023Kind(cid: string): Promise<'registration' | 'under-repair' | null> {
  if (!/^[1-9]\d{0,8}$/.test(cid)) return null;
  if (cid === '2') return 'registration';
  const known = await loadStaticCategoryIds();
  return known.includes(Number(cid)) ? 'under-repair' : null;
}

export const NEWS_PAGE_SIZE = 6;

export const loadNews2023 = cachedRead(
  async (db: DbOrTx, params: { locale: Locale; cid?: number; page: number }) => {
    const [list, categories] = await Promise.all([
      listWeekNews(db, { cid: params.cid, page: params.page, limit: NEWS_PAGE_SIZE }),
      listNewsCategories(db),
    ]);
    return {
      news: list.news.map((n) => ({
        id: n.id,
        title: pick(params.locale, n.title, n.title_en),
        summary: pick(params.locale, n.summary, n.summary_en),
        image: n.image,
        created_at: n.created_at.toISOString(),
      })),
      total: list.total,
      totalPages: list.totalPages,
      categories: categories.map((c) => ({ cid: c.cid, name: pick(params.locale, c.category, c.category_en), count: c.news_count })),
    };
  },
  'mw-news-2023',
  [TAGS.conference],
);

/** The archived 2023 edition's presentations grouped by day and hall. */
export const loadPresentations2023 = cachedRead(
  async (db: DbOrTx, locale: Locale) =>
    (await listEventPresentations(db, EDITION_2023_EVENT_ID)).map((p) => ({
      id: p.id,
      name: inLanguage(p.present_name, p.present_name_en, locale),
      url: p.present_url,
      day: p.day,
      date: p.event_date,
      hall: pick(locale, p.hall_name, p.hall_name_en),
    })),
  'mw-presentations-2023',
  [TAGS.conference],
);

/** An event's registration window (ISO strings); pages judge it against the time of each request. */
export const loadRegistrationWindow = cachedRead(
  async (db: DbOrTx, eventId: number) => {
    const [row] = await db
      .select({ opens: events.registration_opens_at, closes: events.registration_closes_at })
      .from(events)
      .where(eq(events.id, eventId));
    return { registration_opens_at: row?.opens?.toISOString() ?? null, registration_closes_at: row?.closes?.toISOString() ?? null };
  },
  'mw-registration-window',
  [TAGS.conference],
);
