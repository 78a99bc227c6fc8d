import { searchHref, searchQuery } from '@/lib/search/query';

const DIRECTORY_HOME = /^(\/en)?\/(?:yp|yellow-page)\/?$/;

/**
 * Where an address of the directory home carrying a search (/yp?type=…&term=…, the results' address before
 * issue 22, still in bookmarks and shared links) now lives: the server-rendered /yp/search?q=…&type=…, in the
 * same language. Null for anything else, so the home itself stays one cached page.
 */
export function homeSearchRedirect(pathname: string, params: URLSearchParams): string | null {
  const match = DIRECTORY_HOME.exec(pathname);
  const term = params.get('term');
  if (!match || term === null) return null;
  const { q, type, page } = searchQuery({ q: term, type: params.get('type') ?? undefined, page: params.get('page') ?? undefined });
  return `${match[1] ?? ''}${searchHref('/yp/search', { q, type, page })}`;
}
