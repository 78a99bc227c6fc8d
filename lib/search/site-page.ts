import 'server-only';
import type { DbOrTx } from '@/lib/db/client';
import type { Locale } from '@/lib/i18n/routing';
import { perRequestRead } from '@/lib/cache/cached-read';
import { alphabetAdvice, isSearchable } from './advice';
import { searchSite, SITE_KINDS, SITE_SEARCH_PAGE_SIZE, type SiteKind, type SiteResult } from './site';

export type SiteGroup = { kind: SiteKind; results: SiteResult[] };
export type SiteResultsPage = { groups: SiteGroup[]; total: number; totalPages: number; advice: string | null };

/** One page's results by kind, in the order of SITE_KINDS; within a kind the search's order (best first) stays. */
export function groupByKind(results: SiteResult[]): SiteGroup[] {
  return SITE_KINDS.map((kind) => ({ kind, results: results.filter((r) => r.type === kind) })).filter((g) => g.results.length > 0);
}

/**
 * What /mm/search shows: one page of the site search, grouped by kind, with the alphabet advice. A term with
 * nothing to search for (empty, only signs) finds nothing without asking the database.
 */
export async function siteSearchPage(db: DbOrTx, p: { q: string; page: number; lang: Locale; limit?: number }): Promise<SiteResultsPage> {
  const advice = alphabetAdvice(p.q, p.lang);
  if (!isSearchable(p.q)) return { groups: [], total: 0, totalPages: 1, advice };
  const found = await searchSite(db, { term: p.q, lang: p.lang, page: p.page, limit: p.limit ?? SITE_SEARCH_PAGE_SIZE });
  return { groups: groupByKind(found.results), total: found.total, totalPages: found.totalPages, advice };
}

/** Per request, never cached: a cache entry per made-up term would let anyone fill the disk. */
export const siteResultsPage = perRequestRead(siteSearchPage);
