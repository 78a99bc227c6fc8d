import 'server-only';
import { route, type Route } from '@/lib/api/table';
import { MB } from '@/lib/storage';
import { listAgendaPage, listGalleryOfDate, listPresentersPage } from './queries-admin';
import {
  deleteAgenda,
  deleteGalleryImage,
  deletePresenter,
  insertAgenda,
  insertGallery,
  insertPresenter,
  updateAgenda,
  updatePresenter,
} from './commands-media';
import {
  adminGalleryQuery,
  agendaInsertSchema,
  agendaListQuery,
  agendaUpdateSchema,
  galleryInsertSchema,
  idQuery,
  presenterInsertSchema,
  presenterListQuery,
  presenterUpdateSchema,
} from './validators';

/** Presenters, agenda images and gallery photos of the conference back office (/api/admin/week). */
export const weekMediaRoutes: Route[] = [
  route({ method: 'GET', path: '/get/presenter', query: presenterListQuery, handler: ({ db, query }) => listPresentersPage(db, query) }),
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
  route({ method: 'DELETE', path: '/delete/presenter', query: idQuery, handler: async ({ db, query }) => ({ presenter: await deletePresenter(db, query.id) }) }),

  route({ method: 'GET', path: '/get/agenda', query: agendaListQuery, handler: ({ db, query }) => listAgendaPage(db, query) }),
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

  route({ method: 'GET', path: '/get/gallery', query: adminGalleryQuery, handler: ({ db, query }) => listGalleryOfDate(db, query) }),
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
