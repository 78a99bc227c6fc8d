'use client';

import dynamic from 'next/dynamic';
import { useSearchParams } from 'next/navigation';
import { isSearchType, type DirectoryBase } from '@/lib/directory/paths';
import { pageNumber } from '@/lib/directory/page-number';
import { SearchBox } from './SearchBox';

// Most visits to the home carry no search: the results (grid, table, pager) load only when one does.
const SearchResults = dynamic(() => import('./SearchResults').then((m) => m.SearchResults));

/** The search held in the home's address: ?type=company|consultant&term=…&page=… */
function useHomeSearch() {
  const params = useSearchParams();
  const rawType = params.get('type');
  return {
    type: isSearchType(rawType) ? rawType : ('company' as const),
    term: (params.get('term') ?? '').slice(0, 200),
    page: pageNumber(params.get('page') ?? undefined),
  };
}

/** The home's search box, filled from the address (a new search there refills it). */
export function HomeSearchBox({ base }: { base: DirectoryBase }) {
  const { type, term } = useHomeSearch();
  return <SearchBox key={`${type}:${term}`} base={base} initialType={type} initialTerm={term} surface="dark" />;
}

/** The results of the search in the address, if there is one. */
export function HomeSearchResults({ base }: { base: DirectoryBase }) {
  const { type, term, page } = useHomeSearch();
  return term.trim() ? <SearchResults base={base} type={type} term={term} page={page} /> : null;
}
