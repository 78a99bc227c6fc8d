import type { z } from 'zod';
import { route, type Route } from '@/lib/api/table';
import { getBanners, getSocialLinks } from './queries';
import { officeRequestSchema, type OfficeRequest } from './office-request';
import { insertOfficeRequest } from './office-request-command';

/** The association's social links; the directory's store asks for the same list. */
export const socialLinksRoute = route({ method: 'GET', path: '/get/social-links', handler: async () => ({ link: await getSocialLinks({ site: 'mm' }) }) });

export const sitePublicRoutes: Route[] = [
  route({ method: 'GET', path: '/get/banner', handler: async () => ({ banner: await getBanners({ site: 'mm' }) }) }),
  socialLinksRoute,
  route({
    method: 'POST',
    path: '/insert/office-request',
    // The form's own zod/mini schema; the route table is typed for classic zod, the runtime contract (safeParse) is the same.
    body: officeRequestSchema('mn') as unknown as z.ZodType<OfficeRequest>,
    maxBytes: 16 * 1024,
    handler: async ({ db, body, ip }) => {
      const { id } = await insertOfficeRequest(db, body, ip);
      return { success: true, id, message: 'Хүсэлт амжилттай илгээгдлээ.' };
    },
  }),
];
