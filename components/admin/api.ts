'use client';

import { useQuery, useQueryClient, type UseQueryOptions } from '@tanstack/react-query';

/** An admin API failure carrying the server's {error} message and HTTP status. */
export class AdminApiError extends Error {
  constructor(
    public status: number,
    message: string,
    public data?: unknown,
  ) {
    super(message);
  }
}

type FetchInit = { method?: 'GET' | 'POST' | 'PUT' | 'DELETE'; json?: unknown; form?: FormData; signal?: AbortSignal };

/** '/get/news' → '/api/admin/get/news'; paths already under /api/ stay as they are (e.g. '/api/admin/week/get/…'). */
export const adminUrl = (path: string) => (path.startsWith('/api/') ? path : `/api/admin${path}`);

/**
 * Calls the admin JSON API. POST by default when a body is given. Throws AdminApiError with the server's
 * message; a lost session (401) goes back to the login page.
 */
export async function adminFetch<T = unknown>(path: string, init: FetchInit = {}): Promise<T> {
  const hasJson = init.json !== undefined;
  const res = await fetch(adminUrl(path), {
    method: init.method ?? (hasJson || init.form ? 'POST' : 'GET'),
    credentials: 'same-origin',
    headers: hasJson ? { 'content-type': 'application/json' } : undefined,
    body: init.form ?? (hasJson ? JSON.stringify(init.json) : undefined),
    signal: init.signal,
  });
  const data = (await res.json().catch(() => undefined)) as { error?: string } | undefined;
  if (!res.ok) {
    if (res.status === 401 && typeof window !== 'undefined') window.location.assign('/admin/login');
    throw new AdminApiError(res.status, data?.error ?? `Алдаа гарлаа (${res.status}).`, data);
  }
  return data as T;
}

export const adminQueryKey = (path: string) => ['admin', adminUrl(path)] as const;

/** A react-query read of an admin GET path; pass null to wait (e.g. until an id is known). */
export function useAdminQuery<T>(
  path: string | null,
  options: Omit<UseQueryOptions<T, AdminApiError, T, readonly unknown[]>, 'queryKey' | 'queryFn'> = {},
) {
  return useQuery<T, AdminApiError, T, readonly unknown[]>({
    ...options,
    queryKey: adminQueryKey(path ?? ''),
    queryFn: ({ signal }) => adminFetch<T>(path!, { signal }),
    enabled: path !== null && options.enabled !== false,
  });
}

/** Refetches every admin read whose URL starts with the given path, e.g. after a write: refetch('/get/news'). */
export function useRefetchAdmin() {
  const client = useQueryClient();
  return (pathPrefix: string) =>
    client.invalidateQueries({
      predicate: (q) => q.queryKey[0] === 'admin' && String(q.queryKey[1]).startsWith(adminUrl(pathPrefix)),
    });
}
