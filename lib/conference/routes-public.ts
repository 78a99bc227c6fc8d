import 'server-only';
import { route, type Route } from '@/lib/api/table';
import {
  currentEventId,
  listActiveCategories,
  listAgendaDays,
  listFooter,
  listGalleryByDay,
  listHalls,
  listNewsCategories,
  listPresentersOfEvent,
  listSocialLinks,
} from './queries';
import { listPresentations } from './programme-slides';
import { registerForEvent } from './commands-registration';
import { galleryQuery, hallQuery, presentationQuery, publicAgendaQuery, publicPresenterQuery, registrationSchema } from './validators';
import { limitPublicForm } from '@/lib/security/form-limits';

/** The conference site's public API (/api/mw), as spec §7 names its calls. */
export const mwPublicRoutes: Route[] = [
  route({ method: 'GET', path: '/get/category', handler: async ({ db }) => ({ category: await listActiveCategories(db) }) }),
  route({ method: 'GET', path: '/get/footer', handler: async ({ db }) => ({ footer: await listFooter(db) }) }),
  route({ method: 'GET', path: '/get/social-link', handler: async ({ db }) => ({ link: await listSocialLinks(db) }) }),
  route({ method: 'GET', path: '/get/news-category', handler: async ({ db }) => ({ categories: await listNewsCategories(db) }) }),
  route({
    method: 'GET',
    path: '/get/agenda',
    query: publicAgendaQuery,
    handler: async ({ db, query }) => ({ agenda: await listAgendaDays(db, query.event, query.language) }),
  }),
  route({
    method: 'GET',
    path: '/get/presenter',
    query: publicPresenterQuery,
    handler: async ({ db, query }) => ({ presenter: await listPresentersOfEvent(db, query.id) }),
  }),
  route({ method: 'GET', path: '/get/hall', query: hallQuery, handler: async ({ db, query }) => ({ hall: await listHalls(db, query.event) }) }),
  route({
    method: 'GET',
    path: '/get/presentation',
    query: presentationQuery,
    handler: async ({ db, query }) => ({ presentations: await listPresentations(db, query.hall, query.agenda) }),
  }),
  route({
    method: 'GET',
    path: '/get/gallery-by-date',
    query: galleryQuery,
    handler: async ({ db, query }) => ({ images: await listGalleryByDay(db, await currentEventId(db), query.id, query.limit, query.offset) }),
  }),
  route({
    method: 'POST',
    path: '/insert/registration',
    body: registrationSchema,
    maxBytes: 16 * 1024,
    handler: async ({ db, body, ip }) => {
      await limitPublicForm(db, 'mw-registration', { ip, email: body.email });
      await registerForEvent(db, body, await currentEventId(db), { confirm: true });
      return { success: true, message: 'Бүртгэл амжилттай.' };
    },
  }),
];
