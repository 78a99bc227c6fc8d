import { route, type Route } from '@/lib/api/table';
import { newsSaved, newsVersioned } from './versions';
import { forgetVersions, recordVersion } from '@/lib/publishing/versions';
import { versionRoutes } from '@/lib/publishing/version-routes';
import { ubMinute } from '@/lib/site/ulaanbaatar-time';
import { newsTags } from './schedule-jobs';
import { totalPages } from '@/lib/api/params';
import { invalidate, TAGS } from '@/lib/cache';
import { IMAGE_LIMIT, MB, removeStored, storeFile } from '@/lib/storage';
import { IMAGE_KINDS } from '@/lib/storage/detect';
import { deleteNews, insertNews, listNewsForAdmin, newsById, newsListSpec, updateNews } from './commands';
import { listRoute } from '@/lib/api/list-route';
import { deleteMenu, insertMenu, listMenusForAdmin, updateMenu } from './commands-categories';
import { insertStaticPage, staticPageForAdmin, staticVersioned, updateStaticPage } from './commands-static';
import {
  checkedMenu,
  newsValues,
  cidQuery,
  editorImageBody,
  idQuery,
  menuInsertBody,
  menuUpdateBody,
  newsInsertBody,
  newsUpdateBody,
  pidQuery,
  staticInsertBody,
  staticUpdateBody,
} from './validators-admin';

const IMAGE_OPTIONS = { kinds: IMAGE_KINDS, maxBytes: IMAGE_LIMIT, wrongKindMessage: 'Зөвхөн JPG, PNG зураг оруулна уу.' };
/** A cover image plus two rich texts. */
const NEWS_FORM_LIMIT = IMAGE_LIMIT + 2 * MB;

/** News with yellow_book also show in the directory's home news block. */

const newsRoutes: Route[] = [
  listRoute(newsListSpec, {
    path: '/get/news',
    handler: async ({ db, query }, list) => {
      const { rows, total } = await listNewsForAdmin(db, query, list);
      return { news: rows, total, totalPages: totalPages(total, query.limit) };
    },
  }),
  route({
    method: 'GET',
    path: '/get/news-detail',
    query: idQuery,
    handler: async ({ db, query }) => {
      const row = await newsById(db, query.id);
      // The form's date-and-time fields take Ulaanbaatar wall time, as they send it.
      return { news: { ...row, publish_at: row.publish_at && ubMinute(row.publish_at), unpublish_at: row.unpublish_at && ubMinute(row.unpublish_at) } };
    },
  }),
  route({
    method: 'POST',
    path: '/insert/news',
    multipart: true,
    maxBytes: NEWS_FORM_LIMIT,
    body: newsInsertBody,
    handler: async ({ db, body, admin }) => {
      const values = newsValues(body);
      const { url } = await storeFile(body.image!, IMAGE_OPTIONS);
      let row;
      try {
        row = await insertNews(db, { ...values, image: url });
      } catch (error) {
        await removeStored(url);
        throw error;
      }
      await recordVersion(db, newsVersioned, row, admin);
      await newsSaved(null, row);
      return { news: row };
    },
  }),
  route({
    method: 'POST',
    path: '/update/news',
    multipart: true,
    maxBytes: NEWS_FORM_LIMIT,
    body: newsUpdateBody,
    handler: async ({ db, body, admin }) => {
      const values = newsValues(body);
      const image = body.image ? (await storeFile(body.image, IMAGE_OPTIONS)).url : undefined;
      let saved;
      try {
        saved = await updateNews(db, body.id, { ...values, image });
      } catch (error) {
        await removeStored(image);
        throw error;
      }
      const { before, after } = saved;
      if (image) await removeStored(before.image);
      await recordVersion(db, newsVersioned, after, admin);
      await newsSaved(before, after);
      return { news: after };
    },
  }),
  ...versionRoutes(newsVersioned),
  route({
    method: 'DELETE',
    path: '/delete/news',
    query: idQuery,
    handler: async ({ db, query }) => {
      const row = await deleteNews(db, query.id);
      await removeStored(row.image);
      await forgetVersions(db, 'news', row.id);
      invalidate(...newsTags(row.yellow_book));
      return { success: true };
    },
  }),
];

/** Images placed in rich text while editing; the editor inserts url[0]. */
const editorUpload = (path: string) =>
  route({
    method: 'POST',
    path,
    multipart: true,
    maxBytes: IMAGE_LIMIT + MB,
    body: editorImageBody,
    handler: async ({ body }) => ({ url: [(await storeFile(body.image, IMAGE_OPTIONS)).url] }),
  });

const menuRoutes: Route[] = [
  route({ method: 'GET', path: '/get/categories', handler: async ({ db }) => ({ categories: await listMenusForAdmin(db) }) }),
  route({
    method: 'POST',
    path: '/insert/category',
    body: menuInsertBody,
    handler: async ({ db, body }) => {
      const category = await insertMenu(db, checkedMenu(body));
      invalidate(TAGS.categories);
      return { category };
    },
  }),
  route({
    method: 'POST',
    path: '/update/category',
    body: menuUpdateBody,
    handler: async ({ db, body }) => {
      const category = await updateMenu(db, body.cid, checkedMenu(body));
      invalidate(TAGS.categories, TAGS.news, TAGS.staticPages);
      return { category };
    },
  }),
  route({
    method: 'DELETE',
    path: '/delete/category',
    query: cidQuery,
    handler: async ({ db, query }) => {
      await deleteMenu(db, query.cid);
      invalidate(TAGS.categories, TAGS.staticPages);
      return { success: true };
    },
  }),
];

const STATIC_LIMIT = 2 * MB;

const staticRoutes: Route[] = [
  route({ method: 'GET', path: '/get/static-data', query: pidQuery, handler: ({ db, query }) => staticPageForAdmin(db, query.pid) }),
  route({
    method: 'POST',
    path: '/insert/static-data',
    body: staticInsertBody,
    maxBytes: STATIC_LIMIT,
    handler: async ({ db, body, admin }) => {
      const page = await insertStaticPage(db, body);
      await recordVersion(db, staticVersioned, page, admin);
      invalidate(TAGS.staticPages);
      return { static: page };
    },
  }),
  route({
    method: 'POST',
    path: '/update/static-data',
    body: staticUpdateBody,
    maxBytes: STATIC_LIMIT,
    handler: async ({ db, body, admin }) => {
      const page = await updateStaticPage(db, body.id, body);
      await recordVersion(db, staticVersioned, page, admin);
      invalidate(TAGS.staticPages);
      return { static: page };
    },
  }),
  ...versionRoutes(staticVersioned),
];

/** News, menus, static pages and rich-text images of the association back office. */
export const newsAdminRoutes: Route[] = [
  ...newsRoutes,
  editorUpload('/upload/news-image'),
  editorUpload('/upload/static-image'),
  ...menuRoutes,
  ...staticRoutes,
];
