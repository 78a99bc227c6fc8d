import type { OptionsSource } from '@/components/admin/resource/define';
import type { listEventDatesWithEvent } from '@/lib/conference/queries-admin';

type Query = (...args: never[]) => unknown;
/** A row as the API sends it: dates become JSON text. */
type Sent<Row> = { [K in keyof Row]: JsonDate<Row[K]> };
type JsonDate<Value> = Value extends Date ? string : Value;
/** The row of a list query (an array of rows), as the week API answers it: the query is its one definition. */
export type ListRow<Q extends Query> = Sent<Awaited<ReturnType<Q>> extends readonly (infer Row)[] ? Row : never>;
/** The row of a paged list query (`{ [key]: rows, total, totalPages }`), as the week API answers it. */
export type PageRow<Q extends Query, Key extends string> = Sent<Awaited<ReturnType<Q>> extends Record<Key, readonly (infer Row)[]> ? Row : never>;

/** The conference back office API prefix (lib/api/week.ts). */
export const WEEK_API = '/api/admin/week';

/** The events (Mining Week editions) a presenter, date or registration belongs to: GET /get/event. */
export const weekEvents: OptionsSource = { path: `${WEEK_API}/get/event`, rows: 'event', value: 'id', label: 'event' };

/** A day of an event as GET /get/event-dates answers it. */
export type EventDate = ListRow<typeof listEventDatesWithEvent>;

/** '3-р өдөр · 2025-09-13': how staff pick a day. */
export const dayLabel = (d: Pick<EventDate, 'day' | 'event_date'>) => `${d.day}-р өдөр · ${d.event_date}`;
