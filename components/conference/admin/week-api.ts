/** The conference back office API prefix and the shapes its lists answer. */
export const W = '/api/admin/week';

export type WeekEvent = { id: number; event: string };
export type EventDate = { id: number; event_id: number; event: string; day: number; event_date: string };
export type Hall = { id: number; event_id: number; hall_name: string; hall_name_en: string };
export type Paged<K extends string, T> = { [key in K]: T[] } & { total: number; totalPages: number };

export const dayLabel = (d: Pick<EventDate, 'day' | 'event_date'>) => `${d.day}-р өдөр · ${d.event_date}`;
