import 'server-only';
import { route, type Route } from '@/lib/api/table';
import { MB } from '@/lib/storage';
import { agendaListSpec, galleryListSpec, listAgendaPage, listAllLogos, listGalleryOfDate, listPresentersPage, presenterListSpec } from './queries-admin';
import { listRoute } from '@/lib/api/list-route';
import { EVENT_HOME_MAX_BYTES, updateEventHome } from './event-home';
import { eventHomeSchema } from './event-home-schema';
import {
  deleteAgenda,
  deleteGalleryImage,
  deleteLogo,
  deletePresenter,
  insertAgenda,
  insertGallery,
  insertLogo,
  insertPresenter,
  updateAgenda,
  updateLogo,
  updatePresenter,
} from './commands-media';
import {
  agendaInsertSchema,
  agendaUpdateSchema,
  galleryInsertSchema,
  idQuery,
  logoInsertSchema,
  logoUpdateSchema,
  presenterInsertSchema,
  presenterUpdateSchema,
} from './validators';

/** Presenters, each edition's home invitation and banner, organiser and sponsor logos, agenda images and gallery photos of the conference back office (/api/admin/week). */
export const weekMediaRoutes: Route[] = [
  listRoute(presenterListSpec, { path: '/get/presenter', handler: ({ db, query }, list) => listPresentersPage(db, query, list) }),
  route({
    method: 'POST',
    path: '/insert/presenter',
    multipart: true,
    body: presenterInsertSchema,
    handler: async ({ db, body }) => ({ presenter: await insertPresenter(db, body) }),
  }),
  route({
    method: 'POST',
    path: '/update/presenter',
    multipart: true,
    body: presenterUpdateSchema,
    handler: async ({ db, body }) => ({ presenter: await updatePresenter(db, body) }),
  }),
  route({ method: 'POST', path: '/update/event-home', multipart: true, maxBytes: EVENT_HOME_MAX_BYTES, body: eventHomeSchema, handler: async ({ db, body }) => ({ event: await updateEventHome(db, body) }) }),
  route({ method: 'GET', path: '/get/logo', handler: async ({ db }) => ({ logo: await listAllLogos(db) }) }),
  route({ method: 'POST', path: '/insert/logo', multipart: true, body: logoInsertSchema, handler: async ({ db, body }) => ({ logo: await insertLogo(db, body) }) }),
  route({ method: 'POST', path: '/update/logo', multipart: true, body: logoUpdateSchema, handler: async ({ db, body }) => ({ logo: await updateLogo(db, body) }) }),
  route({ method: 'DELETE', path: '/delete/logo', query: idQuery, handler: async ({ db, query }) => ({ logo: await deleteLogo(db, query.id) }) }),
  route({ method: 'DELETE', path: '/delete/presenter', query: idQuery, handler: async ({ db, query }) => ({ presenter: await deletePresenter(db, query.id) }) }),

  listRoute(agendaListSpec, { path: '/get/agenda', handler: ({ db, query }, list) => listAgendaPage(db, query, list) }),
  route({
    method: 'POST',
    path: '/insert/agenda',
    multipart: true,
    body: agendaInsertSchema,
    handler: async ({ db, body }) => ({ agenda: await insertAgenda(db, body) }),
  }),
  route({
    method: 'POST',
    path: '/update/agenda',
    multipart: true,
    body: agendaUpdateSchema,
    handler: async ({ db, body }) => ({ agenda: await updateAgenda(db, body) }),
  }),
  route({ method: 'DELETE', path: '/delete/agenda', query: idQuery, handler: async ({ db, query }) => ({ agenda: await deleteAgenda(db, query.id) }) }),

  listRoute(galleryListSpec, { path: '/get/gallery', handler: ({ db, query }, list) => listGalleryOfDate(db, query, list) }),
  route({
    method: 'POST',
    path: '/insert/gallery',
    multipart: true,
    // Several photos in one request: each at most 10 MB, 100 MB in all.
    maxBytes: 100 * MB,
    body: galleryInsertSchema,
    handler: ({ db, body }) => insertGallery(db, body),
  }),
  route({ method: 'DELETE', path: '/delete/gallery', query: idQuery, handler: async ({ db, query }) => ({ image: await deleteGalleryImage(db, query.id) }) }),
];
