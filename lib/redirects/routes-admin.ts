import { z } from 'zod';
import { badRequest } from '@/lib/api/errors';
import { defineList, listRoute } from '@/lib/api/list-route';
import { idParam } from '@/lib/api/params';
import { route, type Route } from '@/lib/api/table';
import { deleteRedirect, importRedirects, insertRedirect, listRedirects, updateRedirect } from './commands';
import { readRedirectFile, REDIRECT_FILE_MAX_BYTES } from './import-file';
import { redirectSchema, redirectUpdateSchema } from './paths';
import { redirects } from './schema';

const FILE_REQUIRED = 'Файл сонгоно уу!';

export const redirectListSpec = defineList({ id: redirects.id, shape: {}, rows: 'redirect', file: 'redirects' }, {
  id: { sql: redirects.id, kind: 'number', label: '№' },
  from: { sql: redirects.from_path, kind: 'text', label: 'Хуучин хаяг' },
  to: { sql: redirects.to_path, kind: 'text', label: 'Шинэ хаяг' },
  created_at: { sql: redirects.created_at, kind: 'date', label: 'Нэмсэн' },
});

/** /api/admin: old addresses mapped to new ones (issue 24.5); writes are for editors, as every admin write. */
export const redirectAdminRoutes: Route[] = [
  listRoute(redirectListSpec, { path: '/get/redirect', handler: async ({ db }, list) => ({ redirect: await listRedirects(db, list) }) }),
  route({
    method: 'POST',
    path: '/insert/redirect',
    body: redirectSchema,
    handler: async ({ db, body }) => ({ redirect: await insertRedirect(db, body) }),
  }),
  route({
    method: 'POST',
    path: '/update/redirect',
    body: redirectUpdateSchema,
    handler: async ({ db, body }) => ({ redirect: await updateRedirect(db, body.id, { from: body.from, to: body.to }) }),
  }),
  route({
    method: 'DELETE',
    path: '/delete/redirect',
    query: z.object({ id: idParam }),
    handler: async ({ db, query }) => ({ redirect: await deleteRedirect(db, query.id) }),
  }),
  route({
    method: 'POST',
    path: '/import/redirect',
    multipart: true,
    maxBytes: REDIRECT_FILE_MAX_BYTES + 64 * 1024,
    body: z.object({ file: z.instanceof(File, { error: FILE_REQUIRED }).optional() }),
    handler: async ({ db, body }) => {
      if (!body.file || body.file.size === 0) throw badRequest(FILE_REQUIRED);
      return importRedirects(db, await readRedirectFile(body.file));
    },
  }),
];
