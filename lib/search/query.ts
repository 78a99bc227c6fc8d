import { pageNumber } from '@/lib/directory/page-number';
import { normalizeTerm } from './terms';

/** What a directory search looks for. */
export type SearchType = 'company' | 'consultant';
export const isSearchType = (v: unknown): v is SearchType => v === 'company' || v === 'consultant';

/** The query string of a results page as Next hands it to the page. */
export type RawSearchParams = Record<string, string | string[] | undefined>;

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? '';

/** ?q=…&type=company|consultant&page=N of the server-rendered results pages; anything odd falls back to the default. */
export function searchQuery(raw: RawSearchParams): { q: string; type: SearchType; page: number } {
  const type = first(raw.type);
  return { q: normalizeTerm(first(raw.q)), type: isSearchType(type) ? type : 'company', page: pageNumber(raw.page) };
}

/**
 * The address of a results page (path without the /en prefix: the locale-aware Link adds it). The type is
 * given for the directory only; page 1 is left out so the first page has one address.
 */
export function searchHref(path: string, p: { q: string; type?: SearchType; page?: number }): string {
  const params = new URLSearchParams({ q: p.q });
  if (p.type) params.set('type', p.type);
  if (p.page && p.page > 1) params.set('page', String(p.page));
  return `${path}?${params}`;
}
