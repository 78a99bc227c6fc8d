import 'server-only';
import { route, type Route } from '@/lib/api/table';
import { listHalls } from './queries';
import { hallListSpec, presentationListSpec } from './queries-admin';
import { listRoute } from '@/lib/api/list-route';
import { deleteEventDate, deleteHall, insertEventDate, insertHall, updateEventDate, updateHall } from './commands-schedule';
import { listSessionSlides, updateSessionSlides } from './programme-slides';
import { eventDateSchema, eventDateUpdateSchema, hallSchema, hallUpdateSchema, idQuery, sessionSlidesSchema } from './validators';

/**
 * Event days, halls and the sessions' slides (/api/admin/week). The spec leaves these screens empty, but the public
 * agenda, gallery and presentations depend on their data, so staff can manage it here; sessions themselves are
 * written under /insert/session (routes-admin-programme.ts).
 */
export const weekScheduleRoutes: Route[] = [
  route({ method: 'POST', path: '/insert/event-date', body: eventDateSchema, handler: async ({ db, body }) => ({ date: await insertEventDate(db, body) }) }),
  route({ method: 'POST', path: '/update/event-date', body: eventDateUpdateSchema, handler: async ({ db, body }) => ({ date: await updateEventDate(db, body) }) }),
  route({ method: 'DELETE', path: '/delete/event-date', query: idQuery, handler: async ({ db, query }) => ({ date: await deleteEventDate(db, query.id) }) }),

  listRoute(hallListSpec, { path: '/get/hall', handler: async ({ db, query }, list) => ({ hall: await listHalls(db, query.event, list) }) }),
  route({ method: 'POST', path: '/insert/hall', body: hallSchema, handler: async ({ db, body }) => ({ hall: await insertHall(db, body) }) }),
  route({ method: 'POST', path: '/update/hall', body: hallUpdateSchema, handler: async ({ db, body }) => ({ hall: await updateHall(db, body) }) }),
  route({ method: 'DELETE', path: '/delete/hall', query: idQuery, handler: async ({ db, query }) => ({ hall: await deleteHall(db, query.id) }) }),

  listRoute(presentationListSpec, {
    path: '/get/presentation',
    handler: async ({ db, query }, list) => ({ presentations: await listSessionSlides(db, query.hall, query.agenda, list) }),
  }),
  route({ method: 'POST', path: '/update/presentation', body: sessionSlidesSchema, handler: async ({ db, body }) => ({ presentation: await updateSessionSlides(db, body) }) }),
];
