import { absoluteUrl } from '@/lib/seo/site-url';

/** Addresses of the programme's pages and calendar files. */

export type AgendaChoice = { day?: number; hall?: number; type?: string };

/** The timetable with a choice of day, hall and type, as plain GET links (the filters work without JavaScript). */
export function agendaHref(choice: AgendaChoice) {
  const query = new URLSearchParams();
  if (choice.day) query.set('day', String(choice.day));
  if (choice.hall) query.set('hall', String(choice.hall));
  if (choice.type) query.set('type', choice.type);
  const q = query.toString();
  return `/mw/agenda${q ? `?${q}` : ''}`;
}

/** The iCalendar feed of the whole programme, or of chosen sessions. */
export function calendarHref(params: { event?: number; sessions?: number[]; lang: string }) {
  const query = new URLSearchParams({ lang: params.lang });
  if (params.event) query.set('event', String(params.event));
  if (params.sessions) query.set('sessions', params.sessions.join(','));
  return `/api/mw/calendar.ics?${query}`;
}

/** The same feed as a webcal:// address: calendar apps subscribe to it and pick up later changes. */
export const webcalHref = (path: string) => absoluteUrl(path).replace(/^https?:\/\//, 'webcal://');
