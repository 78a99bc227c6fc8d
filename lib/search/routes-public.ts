import { z } from 'zod';
import { route } from '@/lib/api/table';
import { langParam, limitParam, pageParam } from '@/lib/api/params';
import { searchTermParam } from './params';
import { siteSearch, SITE_SEARCH_PAGE_SIZE } from './site';

export const siteSearchQuery = z.object({ term: searchTermParam, lang: langParam, page: pageParam, limit: limitParam(SITE_SEARCH_PAGE_SIZE) });

/** /api/mm/search/site: one search over the whole site (lib/search/site.ts); per request, never cached. */
export const siteSearchRoutes = [
  route({ method: 'GET', path: '/search/site', query: siteSearchQuery, handler: ({ query }) => siteSearch(query) }),
];
