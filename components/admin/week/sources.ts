import type { OptionsSource } from '@/components/admin/resource/define';

/** The conference back office API prefix (lib/api/week.ts). */
export const WEEK_API = '/api/admin/week';

/** The events (Mining Week editions) a presenter, date or registration belongs to: GET /get/event. */
export const weekEvents: OptionsSource = { path: `${WEEK_API}/get/event`, rows: 'event', value: 'id', label: 'event' };

/** A day of an event as GET /get/event-dates answers it. */
export type EventDate = { id: number; event_id: number; event: string; day: number; event_date: string };

/** '3-р өдөр · 2025-09-13': how staff pick a day. */
export const dayLabel = (d: Pick<EventDate, 'day' | 'event_date'>) => `${d.day}-р өдөр · ${d.event_date}`;
