'use client';

import { useState } from 'react';
import type { Filters, Sort } from './list-query';

/**
 * Page, page size, sort and column filters of a server-paginated list. A new page size, sort or filter
 * starts again at page 1 (spec §4: changing page size or filter resets to page 1).
 */
export function usePaging(initialLimit: number) {
  const [page, setPage] = useState(1);
  const [limit, setLimitOnly] = useState(initialLimit);
  const [sort, setSortOnly] = useState<Sort>(null);
  const [filters, setFiltersOnly] = useState<Filters>({});
  const firstPage = <T,>(set: (value: T) => void) => (value: T) => {
    set(value);
    setPage(1);
  };
  return {
    page,
    setPage,
    limit,
    setLimit: firstPage(setLimitOnly),
    sort,
    setSort: firstPage(setSortOnly),
    filters,
    setFilters: firstPage(setFiltersOnly),
    /** After deleting the last row of a page, show the page before it. */
    afterDelete: (rowsLeftOnPage: number) => {
      if (rowsLeftOnPage <= 1 && page > 1) setPage(page - 1);
    },
  };
}
