import 'server-only';
import { cookies, draftMode } from 'next/headers';
import { z } from 'zod';
import { route, type Route } from '@/lib/api/table';
import { adminFromToken } from '@/lib/auth/session';
import { SESSION_COOKIE } from '@/lib/auth/cookie';
import { canAccess } from '@/lib/auth/roles';

const PREVIEW_PATH_MESSAGE = 'Урьдчилан харах хуудсын хаяг буруу байна.';

/** Association pages in either language; nothing else, so the route cannot send anyone to another site. */
const PREVIEWABLE = /^\/(?:en\/)?mm(?:\/[^/\\][^\\]*)?$/;
/** A dot segment (plain or escaped) would lead the browser out of /mm once it resolves the address. */
const DOT_SEGMENT = /(?:^|\/)(?:\.|%2e){1,2}(?:\/|$)/i;
export const previewPath = z
  .string({ error: PREVIEW_PATH_MESSAGE })
  .max(500, PREVIEW_PATH_MESSAGE)
  .regex(PREVIEWABLE, PREVIEW_PATH_MESSAGE)
  .refine((path) => !DOT_SEGMENT.test(path), PREVIEW_PATH_MESSAGE);

/** The answer that sends the editor to the page; never kept by any cache. */
const goTo = (path: string) => new Response(null, { status: 307, headers: { location: path, 'cache-control': 'no-store' } });

/**
 * /api/admin/preview?path=/mm/detail/5 (issue 24.1): turns on Next's draft mode for this browser and opens the
 * page, which then shows unpublished items to this editor only (previewingEditor); /preview-end turns it off.
 */
export const previewRoutes: Route[] = [
  route({
    method: 'GET',
    path: '/preview',
    access: 'write',
    query: z.object({ path: previewPath }),
    handler: async ({ query }) => {
      (await draftMode()).enable();
      return goTo(query.path);
    },
  }),
  route({
    method: 'GET',
    path: '/preview-end',
    access: 'read',
    query: z.object({ path: previewPath.default('/mm') }),
    handler: async ({ query }) => {
      (await draftMode()).disable();
      return goTo(query.path);
    },
  }),
];

/**
 * Whether this request is an editor's preview: draft mode on (a cookie only Next can sign) and a back-office
 * session that may write. Anyone else, and every cached render, sees published items only. The session is
 * read only in draft mode, so ordinary visits stay cacheable (reading cookies makes a page dynamic).
 */
export async function previewingEditor(): Promise<boolean> {
  if (!(await draftMode()).isEnabled) return false;
  const admin = await adminFromToken((await cookies()).get(SESSION_COOKIE)?.value);
  return admin !== null && canAccess(admin.account_role, 'write');
}
