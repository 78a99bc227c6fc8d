import 'server-only';
import { and, asc, count, desc, eq, exists, gte, ilike, sql, type SQL } from 'drizzle-orm';
import { badRequest } from '@/lib/api/errors';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '@/lib/db/client';
import { offsetOf, paged } from './paged';
import { agendas, eventDates, events, footerContacts, galleryImages, halls, languages, presenters, registrations, weekCategories, weekLogos } from './schema';
import { sessions } from './programme-schema';
import { speakerColumns, speakerOrder } from './speaker-columns';
import { adminGalleryShape, agendaListShape, eventDatesShape, hallShape, presentationShape, presenterListShape, registrationListShape, type RegistrationListQuery } from './validators';
import { defineList } from '@/lib/api/list-route';
import { orderOr, type ListSql } from '@/lib/api/list-query';
import type { RegistrationSearchField } from './constants';

/** Reads for the conference back office (uncached: staff must see their own writes at once). */

export function listAllCategories(db: DbOrTx) {
  return db.select().from(weekCategories).orderBy(asc(weekCategories.cid));
}

/** Every organiser and sponsor logo, organisers first, each kind in its order. */
export function listAllLogos(db: DbOrTx) {
  return db.select().from(weekLogos).orderBy(asc(weekLogos.kind), asc(weekLogos.sequence), asc(weekLogos.id));
}

export function listEvents(db: DbOrTx) {
  return db.select().from(events).orderBy(asc(events.id));
}

export function listLanguages(db: DbOrTx) {
  return db.select().from(languages).orderBy(asc(languages.id));
}

/** Event dates with the event's name (the dates are the same in every agenda language). */
/**
 * The days of an event; with a language id, only the days that have an agenda in that language.
 * An unknown language id is the caller's mistake (400), not an empty answer.
 */
export const eventDateListSpec = defineList({ id: eventDates.id, shape: eventDatesShape, rows: 'dates', file: 'event-dates' }, {
  day: { sql: eventDates.day, kind: 'number', label: 'Өдөр' },
  event_date: { sql: eventDates.event_date, kind: 'day', label: 'Огноо' },
  event: { sql: events.event, kind: 'text', label: 'Арга хэмжээ' },
});

export async function listEventDatesWithEvent(db: DbOrTx, eventId: number, language: number | 'all' = 'all', list?: ListSql) {
  if (language !== 'all') {
    const [known] = await db.select({ id: languages.id }).from(languages).where(eq(languages.id, language));
    if (!known) throw badRequest('Ийм хэл бүртгэгдээгүй байна.');
  }
  const inLanguage =
    language === 'all'
      ? undefined
      : exists(db.select({ id: agendas.id }).from(agendas).where(and(eq(agendas.event_date_id, eventDates.id), eq(agendas.language_id, language))));
  return db
    .select({ id: eventDates.id, event_id: eventDates.event_id, event: events.event, day: eventDates.day, event_date: eventDates.event_date })
    .from(eventDates)
    .innerJoin(events, eq(events.id, eventDates.event_id))
    .where(and(eq(eventDates.event_id, eventId), inLanguage, list?.where))
    .orderBy(...orderOr(list, [asc(eventDates.day), asc(eventDates.event_date)]));
}

const SEARCH_COLUMNS: Record<RegistrationSearchField, AnyPgColumn> = {
  phone_number: registrations.phone_number,
  email: registrations.email,
  first_name: registrations.first_name,
  company: registrations.company,
};

/** LIKE wildcards typed by the user are matched literally. */
const escapeLike = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

/** "New" registrations are those of the last seven days. */
export const NEW_REGISTRATION_DAYS = 7;

function registrationFilter(q: Pick<RegistrationListQuery, 'event' | 'searchCat' | 'searchTerm'>, onlyNew = false): SQL | undefined {
  const parts: (SQL | undefined)[] = [eq(registrations.event_id, q.event)];
  if (q.searchCat && q.searchTerm) parts.push(ilike(SEARCH_COLUMNS[q.searchCat], `%${escapeLike(q.searchTerm)}%`));
  if (onlyNew) parts.push(gte(registrations.created_at, new Date(Date.now() - NEW_REGISTRATION_DAYS * 86_400_000)));
  return and(...parts);
}

const registrationColumns = {
  id: registrations.id,
  event_id: registrations.event_id,
  company: registrations.company,
  first_name: registrations.first_name,
  last_name: registrations.last_name,
  country: registrations.country,
  email: registrations.email,
  phone_number: registrations.phone_number,
  ticket_code: registrations.ticket_code,
  created_at: registrations.created_at,
};

/** The registration lists' grid fields (sort, filter, export). */
export const registrationListSpec = defineList({ id: registrations.id, shape: registrationListShape, rows: 'register', file: (q) => `registrations-event-${q.event}`, sheet: 'Бүртгэл' }, {
  company: { sql: registrations.company, kind: 'text', label: 'Компани' },
  first_name: { sql: registrations.first_name, kind: 'text', label: 'Нэр' },
  last_name: { sql: registrations.last_name, kind: 'text', label: 'Овог' },
  country: { sql: registrations.country, kind: 'text', label: 'Улс' },
  email: { sql: registrations.email, kind: 'text', label: 'Цахим шуудан' },
  phone_number: { sql: registrations.phone_number, kind: 'text', label: 'Утасны дугаар' },
  created_at: { sql: registrations.created_at, kind: 'date', label: 'Бүртгүүлсэн огноо' },
});

export async function listRegistrations(db: DbOrTx, q: RegistrationListQuery, onlyNew = false, list?: ListSql) {
  const where = and(registrationFilter(q, onlyNew), list?.where);
  return paged(
    'register',
    db
      .select(registrationColumns)
      .from(registrations)
      .where(where)
      .orderBy(...orderOr(list, [desc(registrations.created_at), desc(registrations.id)]))
      .limit(q.limit)
      .offset(offsetOf(q.page, q.limit)),
    db.select({ total: count() }).from(registrations).where(where),
    q.limit,
  );
}

export const presenterListSpec = defineList({ id: presenters.id, shape: presenterListShape, rows: 'presenter', file: 'presenters' }, {
  name_mn: { sql: presenters.name_mn, kind: 'text', label: 'Нэр' },
  name_en: { sql: presenters.name_en, kind: 'text', label: 'Name' },
  position_mn: { sql: presenters.position_mn, kind: 'text', label: 'Албан тушаал' },
  position_en: { sql: presenters.position_en, kind: 'text', label: 'Position' },
  presenter_queue: { sql: presenters.presenter_queue, kind: 'number', label: 'Дараалал' },
  created_at: { sql: presenters.created_at, kind: 'date', label: 'Нэмсэн огноо' },
});

export const footerListSpec = defineList({ id: footerContacts.id, shape: {}, rows: 'footer', file: 'footer' }, {
  type: { sql: footerContacts.type, kind: 'text', label: 'Төрөл' },
  information: { sql: footerContacts.information, kind: 'text', label: 'Мэдээлэл' },
});

export const hallListSpec = defineList({ id: halls.id, shape: hallShape, rows: 'hall', file: 'halls' }, {
  hall_name: { sql: halls.hall_name, kind: 'text', label: 'Танхим' },
  hall_name_en: { sql: halls.hall_name_en, kind: 'text', label: 'Hall' },
});

/** The sessions of one hall and day with their slides (the presentation screen). */
export const presentationListSpec = defineList({ id: sessions.id, shape: presentationShape, rows: 'presentations', file: 'presentations' }, {
  // A time of day filtered and sorted as its 'HH:MM:SS' text (the text kind's sort key takes text).
  starts_at: { sql: sql`${sessions.starts_at}::text`, kind: 'text', label: 'Эхлэх' },
  present_name: { sql: sessions.title_mn, kind: 'text', label: 'Илтгэл' },
  present_name_en: { sql: sessions.title_en, kind: 'text', label: 'Presentation' },
  present_url: { sql: sessions.slides_url, kind: 'text', label: 'Холбоос' },
});

export async function listPresentersPage(db: DbOrTx, q: { event: number; page: number; limit: number }, list?: ListSql) {
  const where = and(eq(presenters.event_id, q.event), list?.where);
  return paged(
    'presenter',
    db
      .select({
        ...speakerColumns,
        event_id: presenters.event_id,
        event: events.event,
        presenter_queue: presenters.presenter_queue,
        created_at: presenters.created_at,
      })
      .from(presenters)
      .innerJoin(events, eq(events.id, presenters.event_id))
      .where(where)
      .orderBy(...orderOr(list, speakerOrder))
      .limit(q.limit)
      .offset(offsetOf(q.page, q.limit)),
    db.select({ total: count() }).from(presenters).where(where),
    q.limit,
  );
}

export const agendaListSpec = defineList({ id: agendas.id, shape: agendaListShape, rows: 'agenda', file: 'agenda' }, {
  event_date: { sql: eventDates.event_date, kind: 'day', label: 'Огноо' },
  day: { sql: eventDates.day, kind: 'number', label: 'Өдөр' },
  language: { sql: languages.language, kind: 'text', label: 'Хэл' },
  agenda_image: { sql: agendas.agenda_image, kind: 'text', label: 'Зураг', sortable: false },
});

export async function listAgendaPage(db: DbOrTx, q: { event: number; page: number; limit: number; language: number | 'all' }, list?: ListSql) {
  const where = and(eq(eventDates.event_id, q.event), q.language === 'all' ? undefined : eq(agendas.language_id, q.language), list?.where);
  return paged(
    'agenda',
    db
      .select({
          id: agendas.id,
          event_date_id: agendas.event_date_id,
          language_id: agendas.language_id,
          agenda_image: agendas.agenda_image,
          event_date: eventDates.event_date,
          day: eventDates.day,
          event: events.event,
          language: languages.language,
      })
      .from(agendas)
      .innerJoin(eventDates, eq(eventDates.id, agendas.event_date_id))
      .innerJoin(events, eq(events.id, eventDates.event_id))
      .innerJoin(languages, eq(languages.id, agendas.language_id))
      .where(where)
      .orderBy(...orderOr(list, [asc(eventDates.day), asc(agendas.language_id), asc(agendas.id)]))
      .limit(q.limit)
      .offset(offsetOf(q.page, q.limit)),
    db
      .select({ total: count() })
      .from(agendas)
      .innerJoin(eventDates, eq(eventDates.id, agendas.event_date_id))
      .innerJoin(languages, eq(languages.id, agendas.language_id))
      .where(where),
    q.limit,
  );
}

export const galleryListSpec = defineList({ id: galleryImages.id, shape: adminGalleryShape, rows: 'images', file: 'gallery' }, {
  image: { sql: galleryImages.image, kind: 'text', label: 'Зураг' },
  created_at: { sql: galleryImages.created_at, kind: 'date', label: 'Нэмсэн огноо' },
});

export async function listGalleryOfDate(db: DbOrTx, q: { event_date_id: number; page: number; limit: number }, list?: ListSql) {
  const where = and(eq(galleryImages.event_date_id, q.event_date_id), list?.where);
  return paged(
    'images',
    db
      .select({ id: galleryImages.id, image: galleryImages.image, created_at: galleryImages.created_at })
      .from(galleryImages)
      .where(where)
      .orderBy(...orderOr(list, [desc(galleryImages.id)]))
      .limit(q.limit)
      .offset(offsetOf(q.page, q.limit)),
    db.select({ total: count() }).from(galleryImages).where(where),
    q.limit,
  );
}
