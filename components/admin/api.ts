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

type FetchInit = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  json?: unknown;
  form?: FormData;
  signal?: AbortSignal;
  /** Reports the share of the form sent (0–1), e.g. an MP4's progress bar. */
  onProgress?: (share: number) => void;
};

/** '/get/news' → '/api/admin/get/news'; paths already under /api/ stay as they are (e.g. '/api/admin/week/get/…'). */
const adminUrl = (path: string) => (path.startsWith('/api/') ? path : `/api/admin${path}`);

/**
 * Calls the admin JSON API. POST by default when a body is given. Throws AdminApiError with the server's
 * message; a lost session (401) goes back to the login page.
 */
export async function adminFetch<T = unknown>(path: string, init: FetchInit = {}): Promise<T> {
  const hasJson = init.json !== undefined;
  const method = init.method ?? (hasJson || init.form ? 'POST' : 'GET');
  const { status, data } =
    init.form && init.onProgress
      ? await sendWithProgress(adminUrl(path), init.form, init.onProgress, init.signal)
      : await fetch(adminUrl(path), {
          method,
          credentials: 'same-origin',
          headers: hasJson ? { 'content-type': 'application/json' } : undefined,
          body: init.form ?? (hasJson ? JSON.stringify(init.json) : undefined),
          signal: init.signal,
        }).then(async (res) => ({ status: res.status, data: (await res.json().catch(() => undefined)) as unknown }));
  if (status < 200 || status >= 300) {
    if (status === 401 && typeof window !== 'undefined') window.location.assign('/admin/login');
    throw new AdminApiError(status, (data as { error?: string } | null)?.error ?? `Алдаа гарлаа (${status}).`, data);
  }
  return data as T;
}

/** A multipart POST through XMLHttpRequest, because fetch cannot report upload progress. */
function sendWithProgress(url: string, form: FormData, onProgress: (share: number) => void, signal?: AbortSignal) {
  return new Promise<{ status: number; data: unknown }>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.responseType = 'json';
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(e.loaded / e.total);
    xhr.onload = () => resolve({ status: xhr.status, data: xhr.response as unknown });
    xhr.onerror = () => reject(new AdminApiError(0, 'Сүлжээний алдаа гарлаа. Дахин оролдоно уу.'));
    xhr.onabort = () => reject(new AdminApiError(0, 'Илгээлтийг зогсоолоо.'));
    signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(form);
  });
}

/** A react-query read of an admin GET path; pass null to wait (e.g. until an id is known). */
export function useAdminQuery<T>(
  path: string | null,
  options: Omit<UseQueryOptions<T, AdminApiError, T, readonly unknown[]>, 'queryKey' | 'queryFn'> = {},
) {
  return useQuery<T, AdminApiError, T, readonly unknown[]>({
    ...options,
    queryKey: ['admin', adminUrl(path ?? '')],
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
