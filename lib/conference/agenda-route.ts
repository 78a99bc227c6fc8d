import { isSessionType } from './programme-constants';
import { agendaHref, type AgendaChoice } from './programme-links';

const AGENDA_PATH = /^(\/en)?\/mw\/agenda\/?$/;
const FILTERED_ROUTE = /^(\/en)?\/mw\/agenda\/filtered(?:\/([^/]*))?\/?$/;
const NUMBER = /^[1-9]\d{0,3}$/;
const SEGMENT = /^(\d{1,4})-(\d{1,4})-([a-z]{1,20})$/;
const ALL = 'all';

/** The day, hall and type of the address, each only in the form the site's links write it (else not chosen). */
function choiceIn(query: URLSearchParams): AgendaChoice {
  const day = query.get('day') ?? '';
  const hall = query.get('hall') ?? '';
  const type = query.get('type') ?? '';
  return {
    day: NUMBER.test(day) ? Number(day) : undefined,
    hall: NUMBER.test(hall) ? Number(hall) : undefined,
    type: isSessionType(type) ? type : undefined,
  };
}

/** The choice as one path segment of the internal route: `{day}-{hall}-{type}`, 0 and `all` for "not chosen". */
const segmentOf = ({ day, hall, type }: AgendaChoice) => `${day ?? 0}-${hall ?? 0}-${type ?? ALL}`;

/** The choice a segment of the internal route names, or null when no link of the site writes it. */
export function choiceOfSegment(segment: string): AgendaChoice | null {
  const match = SEGMENT.exec(segment);
  if (!match) return null;
  const [, day, hall, type] = match;
  if (type !== ALL && !isSessionType(type)) return null;
  return { day: Number(day) || undefined, hall: Number(hall) || undefined, type: type === ALL ? undefined : type };
}

/**
 * Where the request guard sends /mw/agenda with a day, hall or type in the address: /{locale}/mw/agenda/filtered/
 * {day}-{hall}-{type}, one cached page per choice (a cached page cannot read the query). Without a choice the
 * programme stays on its own cached route.
 */
export function filteredAgendaRoute(pathname: string, query: URLSearchParams): string | null {
  const match = AGENDA_PATH.exec(pathname);
  if (!match) return null;
  const choice = choiceIn(query);
  if (!choice.day && !choice.hall && !choice.type) return null;
  return `/${match[1] ? 'en' : 'mn'}/mw/agenda/filtered/${segmentOf(choice)}`;
}

/** The public address of the internal route, for a visitor who typed the latter (one address per page). */
export function publicAgendaPath(pathname: string): string | null {
  const match = FILTERED_ROUTE.exec(pathname);
  if (!match) return null;
  return `${match[1] ?? ''}${agendaHref(choiceOfSegment(match[2] ?? '') ?? {})}`;
}
