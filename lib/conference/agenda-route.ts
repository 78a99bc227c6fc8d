const AGENDA_PATH = /^(\/en)?\/mw\/agenda\/?$/;
const FILTERED_ROUTE = /^(\/en)?\/mw\/agenda\/filtered\/?$/;
/** The choices the programme reads from the address (lib/conference/programme-links.ts writes them). */
const CHOICES = ['day', 'hall', 'type'];

/**
 * Where the request guard sends /mw/agenda with a day, hall or type in the address: /{locale}/mw/agenda/filtered
 * with the same query, rendered per request. Without a choice the programme stays on its cached route.
 */
export function filteredAgendaRoute(pathname: string, query: URLSearchParams): string | null {
  const match = AGENDA_PATH.exec(pathname);
  if (!match || !CHOICES.some((name) => query.get(name))) return null;
  return `/${match[1] ? 'en' : 'mn'}/mw/agenda/filtered?${query}`;
}

/** The public address of the internal route, for a visitor who typed the latter (one address per page). */
export function publicAgendaPath(pathname: string, search: string): string | null {
  const match = FILTERED_ROUTE.exec(pathname);
  return match ? `${match[1] ?? ''}/mw/agenda${search}` : null;
}
