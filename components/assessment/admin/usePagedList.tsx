'use client';

import { useState } from 'react';
import { useAdminQuery } from '@/components/admin/api';
import { PageSizeSelect } from '@/components/admin/Pager';

/** The assessment lists' page sizes (association-admin.md §9). */
const SIZES = [10, 20, 30] as const;

/** A server-paginated admin list: its query, page and the page-size choice (a new size goes back to page 1). */
export function usePagedList<T>(path: string, sizeId: string) {
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState<number>(SIZES[0]);
  const list = useAdminQuery<T>(`${path}?page=${page}&limit=${limit}`, { placeholderData: (prev) => prev });
  const sizeSelect = (
    <PageSizeSelect
      id={sizeId}
      sizes={SIZES}
      value={limit}
      onChange={(size) => {
        setLimit(size);
        setPage(1);
      }}
    />
  );
  return { list, page, setPage, sizeSelect };
}
