import 'server-only';
import type { DbOrTx } from '@/lib/db/client';
import type { Locale } from '@/lib/i18n/routing';
import { perRequestRead } from '@/lib/cache/cached-read';
import { alphabetAdvice, isSearchable } from '@/lib/search/advice';
import { CONSULTANT_PAGE_SIZE, PUBLIC_PAGE_SIZE } from './listing-sizes';
import type { SearchType } from './paths';
import { searchCompanies, searchConsultants, type CompanyCard, type ConsultantRow } from './queries';

export type DirectoryResults =
  | { kind: 'company'; companies: CompanyCard[]; total: number; totalPages: number; advice: string | null }
  | { kind: 'consultant'; consultants: ConsultantRow[]; total: number; totalPages: number; advice: string | null };

/**
 * What /yp/search shows: one page of companies (as cards, 36 a page) or consultants (as table rows, 50 a page)
 * the term finds, with the alphabet advice. A term with nothing to search for finds nothing without a query.
 */
export async function directorySearchPage(db: DbOrTx, p: { q: string; type: SearchType; page: number; lang: Locale }): Promise<DirectoryResults> {
  const advice = alphabetAdvice(p.q, p.lang);
  const searchable = isSearchable(p.q);
  if (p.type === 'consultant') {
    const found = searchable ? await searchConsultants(db, { term: p.q, lang: p.lang, page: p.page, limit: CONSULTANT_PAGE_SIZE }) : { consultants: [], total: 0, totalPages: 1 };
    return { kind: 'consultant', ...found, advice };
  }
  const found = searchable ? await searchCompanies(db, { term: p.q, lang: p.lang, page: p.page, limit: PUBLIC_PAGE_SIZE }) : { companies: [], total: 0, totalPages: 1 };
  return { kind: 'company', ...found, advice };
}

/** Per request, never cached (see lib/cache/cached-read.ts perRequestRead). */
export const directoryResultsPage = perRequestRead(directorySearchPage);
