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
    search: (type: SearchType, term: string) => `${base}?${new URLSearchParams({ type, term })}`,
  };
}
export type DirectoryPaths = ReturnType<typeof directoryPaths>;

export type SearchType = 'company' | 'consultant';
export const isSearchType = (v: unknown): v is SearchType => v === 'company' || v === 'consultant';
