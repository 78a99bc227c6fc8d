import { route, type Route } from '@/lib/api/table';
import { totalPages } from '@/lib/api/params';
import { notFound } from '@/lib/api/errors';
import { invalidate, TAGS } from '@/lib/cache';
import { IMAGE_LIMIT, MB, removeStored, storeFile } from '@/lib/storage';
import { IMAGE_KINDS } from '@/lib/storage/detect';
import { socialLinkSchema, socialLinkUpdateSchema } from '@/lib/conference/validators';
import { deleteBanner, insertBanner, listBanners, OPTIONAL_PICTURES, reorderBanners, updateBanner, type BannerSite, type OptionalPicture } from './commands-banners';
import { deleteSocialLink, insertSocialLink, listSocialLinks, updateSocialLink } from './commands-social';
import { listRoute } from '@/lib/api/list-route';
import { bulkRoute } from '@/lib/api/bulk';
import { OFFICE_REQUEST_STATUSES, type OfficeRequestStatus } from '@/lib/requests/status';
import { deleteOfficeRequests, listOfficeRequests, officeRequestList, setOfficeRequestStatus } from './commands-requests';
import { dashboardCounts } from './dashboard';
import { socialLinkListSpec } from './social-link-list';
import { bannerInsertBody, bannerSequenceBody, bannerUpdateBody, idQuery, officeRequestStatusBody } from './validators-admin';

const storeBannerImage = async (file: File) =>
  (await storeFile(file, { kinds: IMAGE_KINDS, maxBytes: IMAGE_LIMIT, wrongKindMessage: 'Зөвхөн JPG, PNG зураг оруулна уу.' })).url;

/**
 * The four banner calls (spec §7) and the English fields' update, for one site's slider. The association mounts bannerAdminRoutes('mm') under
 * /api/admin; the directory can mount bannerAdminRoutes('yp') under /api/admin/yellow-page.
 */
export function bannerAdminRoutes(site: BannerSite): Route[] {
  // Directory pages may cache the slider under their own tag as well.
  const tags = site === 'mm' ? [TAGS.banners] : [TAGS.banners, TAGS.directory];
  return [
    route({ method: 'GET', path: '/get/banner', handler: async ({ db }) => ({ banner: await listBanners(db, site) }) }),
    route({
      method: 'POST',
      path: '/insert/banner',
      multipart: true,
      // The picture, its English one and its phone one.
      maxBytes: 3 * IMAGE_LIMIT + MB,
      body: bannerInsertBody,
      handler: async ({ db, body }) => {
        const stored: string[] = [];
        const store = async (file: File) => {
          const url = await storeBannerImage(file);
          stored.push(url);
          return url;
        };
        const banner = await (async () => {
          const url = await store(body.image);
          const optional = { image_en: '', image_phone: '' };
          for (const key of OPTIONAL_PICTURES) if (body[key]) optional[key] = await store(body[key]);
          return insertBanner(db, site, url, { ...optional, alt: body.alt, alt_en: body.alt_en });
        })().catch(async (error) => {
          await Promise.all(stored.map(removeStored));
          throw error;
        });
        invalidate(...tags);
        return { banner };
      },
    }),
    route({
      method: 'POST',
      path: '/update/banner',
      multipart: true,
      maxBytes: 2 * IMAGE_LIMIT + MB,
      body: bannerUpdateBody,
      handler: async ({ db, body }) => {
        const stored: string[] = [];
        const { banner, replaced } = await (async () => {
          const changes: Partial<Record<OptionalPicture, string>> = {};
          for (const key of OPTIONAL_PICTURES) {
            const file = body[key];
            if (file) stored.push((changes[key] = await storeBannerImage(file)));
            else if (body[`remove_${key}`] === 'true') changes[key] = '';
          }
          return updateBanner(db, site, body.id, { ...changes, alt: body.alt, alt_en: body.alt_en });
        })().catch(async (error) => {
          await Promise.all(stored.map(removeStored));
          throw error;
        });
        // The optional pictures replaced or dropped.
        await Promise.all(replaced.map(removeStored));
        invalidate(...tags);
        return { banner };
      },
    }),
    route({
      method: 'DELETE',
      path: '/delete/banner',
      query: idQuery,
      handler: async ({ db, query }) => {
        const row = await deleteBanner(db, site, query.id);
        await Promise.all([row.image, ...OPTIONAL_PICTURES.map((key) => row[key])].map(removeStored));
        invalidate(...tags);
        return { success: true };
      },
    }),
    route({
      method: 'POST',
      path: '/update/banner-sequence',
      body: bannerSequenceBody,
      handler: async ({ db, body }) => {
        const banner = await reorderBanners(db, site, body.banners);
        invalidate(...tags);
        return { banner };
      },
    }),
  ];
}

const socialRoutes: Route[] = [
  listRoute(socialLinkListSpec, { path: '/get/social-link', handler: async ({ db }, list) => ({ link: await listSocialLinks(db, list) }) }),
  route({
    method: 'POST',
    path: '/insert/social-link',
    body: socialLinkSchema,
    handler: async ({ db, body }) => {
      const link = await insertSocialLink(db, body);
      invalidate(TAGS.socialLinks);
      return { link };
    },
  }),
  route({
    method: 'POST',
    path: '/update/social-link',
    body: socialLinkUpdateSchema,
    handler: async ({ db, body }) => {
      const link = await updateSocialLink(db, body.id, { icon: body.icon, link: body.link });
      invalidate(TAGS.socialLinks);
      return { link };
    },
  }),
  route({
    method: 'DELETE',
    path: '/delete/social-link',
    query: idQuery,
    handler: async ({ db, query }) => {
      await deleteSocialLink(db, query.id);
      invalidate(TAGS.socialLinks);
      // The updated list, as the conference's twin answers (spec: DELETE /delete/social-link -> link).
      return { link: await listSocialLinks(db) };
    },
  }),
];

const officeRequestRoutes: Route[] = [
  listRoute(officeRequestList, {
    path: '/get/office-request',
    handler: async ({ db, query }, list) => {
      const { rows, total } = await listOfficeRequests(db, query, list);
      return { request: rows, total, totalPages: totalPages(total, query.limit) };
    },
  }),
  route({
    method: 'POST',
    path: '/update/office-request-status',
    body: officeRequestStatusBody,
    audit: { entity: 'office-request', action: 'status' },
    handler: async ({ db, body, admin }) => {
      if (!(await setOfficeRequestStatus(db, [body.id], body.status, admin!))) throw notFound('Хүсэлт олдсонгүй.');
      return { success: true };
    },
  }),
  bulkRoute(
    'office-request',
    {
      status: ({ db, ids, status, admin }) => setOfficeRequestStatus(db, ids, status as OfficeRequestStatus, admin),
      delete: ({ db, ids }) => deleteOfficeRequests(db, ids),
    },
    OFFICE_REQUEST_STATUSES,
  ),
];

/** Social links, banners, membership requests and the dashboard counts of the association back office. */
export const siteAdminRoutes: Route[] = [
  route({ method: 'GET', path: '/get/dashboard', handler: async ({ db }) => ({ result: await dashboardCounts(db) }) }),
  ...socialRoutes,
  ...bannerAdminRoutes('mm'),
  ...officeRequestRoutes,
];
