import { searchHref, type SearchType } from '@/lib/search/query';

/**
 * The directory lives under two roots: /yp (its category and company pages) and /yellow-page (the home
 * with company pages at /yellow-page/{id}). A page keeps its visitor inside the root they came by.
 */
export type DirectoryBase = '/yp' | '/yellow-page';

export function directoryPaths(base: DirectoryBase) {
  return {
    base,
    home: base,
    category: (code: string) => `/yp/category/${code}`,
    company: (id: number) => (base === '/yp' ? `/yp/company/${id}` : `/yellow-page/${id}`),
    contact: `${base}/contact`,
    register: `${base}/register`,
    meeting: '/yellow-page/meeting/login',
    /** The server-rendered results (whichever root the visitor came by: the results page lives under /yp). */
    search: (type: SearchType, term: string) => searchHref('/yp/search', { q: term, type }),
  };
}
export type DirectoryPaths = ReturnType<typeof directoryPaths>;

export { isSearchType, type SearchType } from '@/lib/search/query';
