import 'server-only';
import { route, type Route } from '@/lib/api/table';
import { notFound } from '@/lib/api/errors';
import { localizedPath } from '@/lib/i18n/paths';
import { absoluteUrl } from '@/lib/seo/site-url';
import { findEvent } from './queries';
import { readSessions, readSpeakers } from './programme-data';
import { programmeCalendar } from './programme-ical';
import { calendarQuery, sessionsQuery, speakersQuery } from './programme-validators';

/** The programme's public calls: sessions, speakers and the iCalendar feed. */
export const mwProgrammeRoutes: Route[] = [
  route({
    method: 'GET',
    path: '/get/sessions',
    query: sessionsQuery,
    handler: async ({ db, query }) => ({
      sessions: (await readSessions(db, { eventId: query.event, day: query.day, hallId: query.hall }, query.lang)).map(
        ({ id, title, start, end, day, hall, type, speakers, slides }) => ({ id, title, start, end, day, hall, type, speakers, slides }),
      ),
    }),
  }),
  route({
    method: 'GET',
    path: '/get/speakers',
    query: speakersQuery,
    handler: async ({ db, query }) => ({
      speakers: (await readSpeakers(db, { eventId: query.event }, query.lang)).map(({ id, name, position, photo, company, country, bio }) => ({
        id, name, position, photo, company, country, bio,
      })),
    }),
  }),
  route({
    method: 'GET',
    path: '/calendar.ics',
    query: calendarQuery,
    handler: async ({ db, query }) => {
      const event = query.event ? await findEvent(db, query.event) : null;
      if (query.event && !event) throw notFound(query.lang === 'en' ? 'No such event.' : 'Ийм арга хэмжээ олдсонгүй.');
      const sessions = await readSessions(db, query.sessions ? { ids: query.sessions, eventId: query.event } : { eventId: query.event }, query.lang);
      const name = event?.event ?? (query.lang === 'en' ? 'My agenda – Mining Week' : 'Миний хөтөлбөр – Mining Week');
      const ics = programmeCalendar(name, sessions, (s) => absoluteUrl(localizedPath(`/mw/sessions/${s.id}`, query.lang)));
      return new Response(ics, {
        headers: {
          'content-type': 'text/calendar; charset=utf-8',
          'content-disposition': `attachment; filename="${query.sessions ? 'my-agenda' : 'mining-week'}.ics"`,
          // The same answer for everyone: shared caches may keep it a few minutes.
          'cache-control': 'public, max-age=300',
        },
      });
    },
  }),
];
