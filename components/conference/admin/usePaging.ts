'use client';

import { useState } from 'react';

/** Page and page size of a server-paginated list; a new size or filter starts again at page 1 (spec §4). */
export function usePaging(sizes: readonly number[]) {
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(sizes[0]);
  return {
    page,
    limit,
    setPage,
    setLimit(size: number) {
      setLimit(size);
      setPage(1);
    },
    restart: () => setPage(1),
  };
}
