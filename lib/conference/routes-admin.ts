import 'server-only';
import { route, type Route } from '@/lib/api/table';
import { listFooter, listSocialLinks } from './queries';
import { listAllCategories, eventDateListSpec, listEventDatesWithEvent, listEvents, listLanguages, listRegistrations, footerListSpec, registrationListSpec } from './queries-admin';
import { socialLinkListSpec } from '@/lib/site/social-link-list';
import { listRoute } from '@/lib/api/list-route';
import { bulkRoute } from '@/lib/api/bulk';
import { badRequest } from '@/lib/api/errors';
import {
  deleteCategory,
  deleteFooter,
  deleteSocialLink,
  insertCategory,
  insertFooter,
  insertSocialLink,
  updateCategory,
  updateFooter,
  updateSocialLink,
} from './commands-content';
import { deleteRegistrations, registerForEvent } from './commands-registration';
import { DEFAULT_EVENT_ID } from './constants';
import { weekMediaRoutes } from './routes-admin-media';
import { weekScheduleRoutes } from './routes-admin-schedule';
import {
  adminRegistrationSchema,
  categorySchema,
  categoryUpdateSchema,
  cidQuery,
  footerSchema,
  footerUpdateSchema,
  idQuery,
  SEARCH_PAIR_MESSAGE,
  socialLinkSchema,
  socialLinkUpdateSchema,
} from './validators';

/** Menu, social links, footer, events and registrations of the conference back office (/api/admin/week). */
const weekContentRoutes: Route[] = [
  route({ method: 'GET', path: '/get/categories', handler: async ({ db }) => ({ categories: await listAllCategories(db) }) }),
  route({ method: 'POST', path: '/insert/category', body: categorySchema, handler: async ({ db, body }) => ({ category: await insertCategory(db, body) }) }),
  route({ method: 'POST', path: '/update/category', body: categoryUpdateSchema, handler: async ({ db, body }) => ({ category: await updateCategory(db, body) }) }),
  route({ method: 'DELETE', path: '/delete/category', query: cidQuery, handler: async ({ db, query }) => ({ category: await deleteCategory(db, query.cid) }) }),

  listRoute(socialLinkListSpec, { path: '/get/social-link', handler: async ({ db }, list) => ({ link: await listSocialLinks(db, list) }) }),
  route({ method: 'POST', path: '/insert/social-link', body: socialLinkSchema, handler: async ({ db, body }) => ({ link: await insertSocialLink(db, body) }) }),
  route({ method: 'POST', path: '/update/social-link', body: socialLinkUpdateSchema, handler: async ({ db, body }) => ({ link: await updateSocialLink(db, body) }) }),
  route({ method: 'DELETE', path: '/delete/social-link', query: idQuery, handler: async ({ db, query }) => ({ link: await deleteSocialLink(db, query.id) }) }),

  listRoute(footerListSpec, { path: '/get/footer', handler: async ({ db }, list) => ({ footer: await listFooter(db, list) }) }),
  route({ method: 'POST', path: '/insert/footer', body: footerSchema, handler: async ({ db, body }) => ({ footer: await insertFooter(db, body) }) }),
  route({ method: 'POST', path: '/update/footer', body: footerUpdateSchema, handler: async ({ db, body }) => ({ footer: await updateFooter(db, body) }) }),
  route({ method: 'DELETE', path: '/delete/footer', query: idQuery, handler: async ({ db, query }) => ({ footer: await deleteFooter(db, query.id) }) }),

  route({ method: 'GET', path: '/get/event', handler: async ({ db }) => ({ event: await listEvents(db) }) }),
  route({ method: 'GET', path: '/get/language', handler: async ({ db }) => ({ result: await listLanguages(db) }) }),
  listRoute(eventDateListSpec, {
    path: '/get/event-dates',
    handler: async ({ db, query }, list) => ({ dates: await listEventDatesWithEvent(db, query.event, query.language, list) }),
  }),
];

const weekRegistrationRoutes: Route[] = [
  // /get/user-registration/export is the older download URL of the same list (format defaults to csv).
  ...(['/get/user-registration', '/get/new-registration', '/get/user-registration/export'] as const).map((path) =>
    listRoute(registrationListSpec, {
      path,
      exportFormat: path.endsWith('/export') ? 'csv' : undefined,
      handler: ({ db, query }, list) => {
        if (query.searchTerm && !query.searchCat) throw badRequest(SEARCH_PAIR_MESSAGE);
        return listRegistrations(db, query, path === '/get/new-registration', list);
      },
    }),
  ),
  bulkRoute('registration', { delete: ({ db, ids }) => deleteRegistrations(db, ids) }),
  route({
    method: 'POST',
    path: '/insert/registration',
    body: adminRegistrationSchema,
    handler: async ({ db, body }) => {
      const { event_id, ...fields } = body;
      const { registration } = await registerForEvent(db, fields, event_id ?? DEFAULT_EVENT_ID, { staff: true });
      return { success: true, registration };
    },
  }),
];

export const weekAdminRoutes: Route[] = [...weekContentRoutes, ...weekRegistrationRoutes, ...weekMediaRoutes, ...weekScheduleRoutes];
