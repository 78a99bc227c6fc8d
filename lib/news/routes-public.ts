import { z } from 'zod';
import { route, type Route } from '@/lib/api/table';
import { idParam, langParam, limitParam, pageParam } from '@/lib/api/params';
import { HttpError } from '@/lib/api/errors';
import { DEFAULT_NEWS_CATEGORY, NEWS_PAGE_SIZE, RECENT_NEWS_COUNT } from './constants';
import {
  getArchiveMonths,
  getCategoryCounts,
  getNews,
  getNewsByCategory,
  getNewsByMonth,
  getNewsSearch,
  getRecentNews,
  type NewsPage,
} from './queries';

const paging = { lang: langParam, page: pageParam, limit: limitParam(NEWS_PAGE_SIZE) };
const monthParam = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Огноо YYYY-MM хэлбэртэй байна.');
const listed = ({ news, totalPages }: NewsPage) => ({ news, totalPages });

const PAGE_TYPES = ['news', 'static'] as const;

/** Active association menus with their news counts: `categories[]` (the directory's store reads them too). */
function categoryCountsRoute<T extends z.ZodType<(typeof PAGE_TYPES)[number] | undefined>>(path: string, type: T) {
  return route({
    method: 'GET',
    path,
    query: z.object({ type, lang: langParam.optional() }),
    handler: async ({ query }) => ({ categories: await getCategoryCounts(query) }),
  });
}

/** The category calls of the shared store (conference-and-directory spec §5): every active menu, or one page type. */
export const categoryStoreRoutes: Route[] = [
  categoryCountsRoute('/get/category', z.enum(PAGE_TYPES).optional()),
  categoryCountsRoute('/get/category/page-type', z.enum(PAGE_TYPES, { error: 'Хуудасны төрөл буруу.' })),
];

/** The association's public news calls (spec §7). */
export const newsPublicRoutes: Route[] = [
  route({
    method: 'GET',
    path: '/get/news',
    query: z.object({ category: idParam.default(DEFAULT_NEWS_CATEGORY), ...paging }),
    shared: true,
    handler: async ({ query }) => listed(await getNewsByCategory(query)),
  }),
  route({
    method: 'GET',
    path: '/get/news-by-date',
    query: z.object({ date: monthParam, ...paging }),
    handler: async ({ query: { date, ...rest } }) => listed(await getNewsByMonth({ month: date, ...rest })),
  }),
  route({
    method: 'GET',
    path: '/search/news',
    query: z.object({ term: z.string().trim().min(1, 'Хайх үгээ оруулна уу.').max(100, 'Хайх үг хэт урт байна.'), ...paging }),
    handler: async ({ query }) => listed(await getNewsSearch(query)),
  }),
  route({
    method: 'GET',
    path: '/get/news/id',
    query: z.object({ id: idParam, lang: langParam }),
    handler: async ({ query }) => {
      const news = await getNews(query);
      if (!news) throw new HttpError(404, query.lang === 'en' ? 'No News Found' : 'Мэдээ олдсонгүй');
      return { news };
    },
  }),
  categoryCountsRoute('/get/category-news-count', z.enum(PAGE_TYPES).default('news')),
  route({
    method: 'GET',
    path: '/get/archive-news-date',
    query: z.object({ lang: langParam }),
    handler: async ({ query }) => ({ dates: await getArchiveMonths(query) }),
  }),
  route({
    method: 'GET',
    path: '/get/recent-news',
    query: z.object({ lang: langParam, limit: limitParam(RECENT_NEWS_COUNT) }),
    handler: async ({ query }) => ({ news: await getRecentNews(query) }),
  }),
];
