import 'server-only';
import { and, asc, count, desc, eq } from 'drizzle-orm';
import { orderOr, type ListSql } from '@/lib/api/list-query';
import type { DbOrTx } from '@/lib/db/client';
import { socialLinks } from '@/lib/site/schema';
import { offsetOf, paged } from './paged';
import {
  agendas,
  eventDates,
  events,
  footerContacts,
  galleryImages,
  halls,
  presenters,
  weekCategories,
  weekLogos,
  weekNews,
} from './schema';
import { DEFAULT_EVENT_ID, galleryDay } from './constants';
import { speakerColumns, speakerOrder } from './speaker-columns';

/** Reads of the conference site's public data. Every function takes the database first. */

/** The social links of the conference footer are the 'mw' rows of the shared table. */
export const MW_SITE = 'mw';

export function listActiveCategories(db: DbOrTx) {
  return db.select().from(weekCategories).where(eq(weekCategories.category_status, true)).orderBy(asc(weekCategories.cid));
}

/** The cids of the static pages (any status: the hidden registration category 2 is one of them). */
export function listStaticCategoryIds(db: DbOrTx) {
  return db.select({ cid: weekCategories.cid }).from(weekCategories).where(eq(weekCategories.page_type, 'static')).orderBy(asc(weekCategories.cid));
}

/** News categories of the 2023 edition with how many news items each holds. */
export function listNewsCategories(db: DbOrTx) {
  return db
    .select({
      id: weekCategories.id,
      cid: weekCategories.cid,
      category: weekCategories.category,
      category_en: weekCategories.category_en,
      category_status: weekCategories.category_status,
      pid: weekCategories.pid,
      page_type: weekCategories.page_type,
      news_count: count(weekNews.id),
    })
    .from(weekCategories)
    .leftJoin(weekNews, eq(weekNews.category_cid, weekCategories.cid))
    .where(and(eq(weekCategories.page_type, 'news'), eq(weekCategories.category_status, true)))
    .groupBy(weekCategories.id)
    .orderBy(asc(weekCategories.cid));
}

export function listFooter(db: DbOrTx, list?: ListSql) {
  return db
    .select()
    .from(footerContacts)
    .where(list?.where)
    .orderBy(...orderOr(list, [asc(footerContacts.id)]));
}

export function listSocialLinks(db: DbOrTx, list?: ListSql) {
  return db
    .select({ id: socialLinks.id, icon: socialLinks.icon, link: socialLinks.link })
    .from(socialLinks)
    .where(and(eq(socialLinks.site, MW_SITE), list?.where))
    .orderBy(...orderOr(list, [asc(socialLinks.id)]));
}

export async function findEvent(db: DbOrTx, eventId: number) {
  const [row] = await db
    .select({ id: events.id, event: events.event, venue_mn: events.venue_mn, venue_en: events.venue_en, statistics: events.statistics, invitation_mn: events.invitation_mn, invitation_en: events.invitation_en, banner_video: events.banner_video, banner_poster: events.banner_poster })
    .from(events)
    .where(eq(events.id, eventId));
  return row ?? null;
}

/** The edition the public site shows: the one chosen in /admin/week/events, else the spec's default (3). */
export async function currentEventId(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ id: events.id }).from(events).where(eq(events.is_current, true));
  return row?.id ?? DEFAULT_EVENT_ID;
}

export function listEventDates(db: DbOrTx, eventId: number) {
  return db
    .select({ id: eventDates.id, event_id: eventDates.event_id, day: eventDates.day, event_date: eventDates.event_date })
    .from(eventDates)
    .where(eq(eventDates.event_id, eventId))
    .orderBy(asc(eventDates.day), asc(eventDates.event_date));
}

export type AgendaDay = {
  event_date_id: number;
  day: number;
  event_date: string;
  agenda_items: { id: number; agenda_image: string }[];
};

/** Every day of the event with its agenda images in one language (days without images keep an empty list). */
export async function listAgendaDays(db: DbOrTx, eventId: number, languageId: number): Promise<AgendaDay[]> {
  const rows = await db
    .select({
      event_date_id: eventDates.id,
      day: eventDates.day,
      event_date: eventDates.event_date,
      id: agendas.id,
      agenda_image: agendas.agenda_image,
    })
    .from(eventDates)
    .leftJoin(agendas, and(eq(agendas.event_date_id, eventDates.id), eq(agendas.language_id, languageId)))
    .where(eq(eventDates.event_id, eventId))
    .orderBy(asc(eventDates.day), asc(agendas.id));
  const days = new Map<number, AgendaDay>();
  for (const row of rows) {
    const day = days.get(row.event_date_id) ?? { event_date_id: row.event_date_id, day: row.day, event_date: row.event_date, agenda_items: [] };
    if (row.id !== null && row.agenda_image !== null) day.agenda_items.push({ id: row.id, agenda_image: row.agenda_image });
    days.set(row.event_date_id, day);
  }
  return [...days.values()];
}

export function listPresentersOfEvent(db: DbOrTx, eventId: number) {
  return db
    .select({ ...speakerColumns, presenter_queue: presenters.presenter_queue })
    .from(presenters)
    .where(eq(presenters.event_id, eventId))
    .orderBy(...speakerOrder);
}

export function listHalls(db: DbOrTx, eventId: number, list?: ListSql) {
  return db
    .select()
    .from(halls)
    .where(and(eq(halls.event_id, eventId), list?.where))
    .orderBy(...orderOr(list, [asc(halls.id)]));
}

/** Gallery images of one day of the event, the day chosen by the gallery's day id (spec §9 mapping). */
export function listGalleryByDay(db: DbOrTx, eventId: number, dayId: number, limit: number, offset: number) {
  return db
    .select({ id: galleryImages.id, image: galleryImages.image })
    .from(galleryImages)
    .innerJoin(eventDates, eq(eventDates.id, galleryImages.event_date_id))
    .where(and(eq(eventDates.event_id, eventId), eq(eventDates.day, galleryDay(dayId))))
    .orderBy(asc(galleryImages.id))
    .limit(limit)
    .offset(offset);
}

export function listLogos(db: DbOrTx, kind: 'sponsor' | 'organiser') {
  return db.select().from(weekLogos).where(eq(weekLogos.kind, kind)).orderBy(asc(weekLogos.sequence), asc(weekLogos.id));
}

/** News of the 2023 edition, newest first; one category or all. */
export async function listWeekNews(db: DbOrTx, params: { cid?: number; page: number; limit: number }) {
  const where = params.cid ? eq(weekNews.category_cid, params.cid) : undefined;
  return paged(
    'news',
    db
      .select()
      .from(weekNews)
      .where(where)
      .orderBy(desc(weekNews.created_at), desc(weekNews.id))
      .limit(params.limit)
      .offset(offsetOf(params.page, params.limit)),
    db.select({ total: count() }).from(weekNews).where(where),
    params.limit,
  );
}
