import { z } from 'zod';
import { idParam } from '@/lib/api/params';
import { route } from '@/lib/api/table';
import { IMAGE_LIMIT } from '@/lib/storage';
import { FORM_OVERHEAD } from '@/lib/files/stored-uploads';
import { aboutListSpec, deleteAbout, insertAbout, listAbout, updateAbout } from './commands';
import { listRoute } from '@/lib/api/list-route';
import { insertAboutForm, updateAboutForm } from './validators';

/** /api/admin: About Us people (President, Association, Office) and auditors (Auditor). */
export const aboutAdminRoutes = [
  listRoute(aboutListSpec, { path: '/get/about-us', handler: async ({ db }, list) => ({ about: await listAbout(db, list) }) }),
  route({
    method: 'POST',
    path: '/insert/about-us',
    multipart: true,
    maxBytes: IMAGE_LIMIT + FORM_OVERHEAD,
    body: insertAboutForm,
    handler: async ({ db, body }) => ({ about: await insertAbout(db, body) }),
  }),
  route({
    method: 'POST',
    path: '/update/about-us',
    multipart: true,
    maxBytes: IMAGE_LIMIT + FORM_OVERHEAD,
    body: updateAboutForm,
    handler: async ({ db, body }) => ({ about: await updateAbout(db, body) }),
  }),
  route({
    method: 'DELETE',
    path: '/delete/about-us',
    query: z.object({ id: idParam }),
    handler: async ({ db, query }) => ({ about: await deleteAbout(db, query.id) }),
  }),
];
