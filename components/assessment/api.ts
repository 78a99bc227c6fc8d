import { withPageLang } from '@/lib/i18n/page-lang';

/** A failed call to /api/mm: the server's message, status and, for 429, the seconds to wait. */
export class MmApiError extends Error {
  constructor(
    public status: number,
    message: string,
    public retryAfter = 0,
  ) {
    super(message);
  }
}

/** Calls the association API ('/x' → '/api/mm/x'); POST when a JSON body or form is given. */
export async function mmFetch<T>(path: string, init: { json?: unknown; form?: FormData } = {}): Promise<T> {
  const hasBody = init.json !== undefined || init.form !== undefined;
  let res: Response;
  try {
    res = await fetch(withPageLang(`/api/mm${path}`), {
      method: hasBody ? 'POST' : 'GET',
      credentials: 'same-origin',
      headers: init.json !== undefined ? { 'content-type': 'application/json' } : undefined,
      body: init.form ?? (init.json !== undefined ? JSON.stringify(init.json) : undefined),
    });
  } catch {
    throw new MmApiError(0, '');
  }
  const data = (await res.json().catch(() => ({}))) as { error?: string };
  if (!res.ok) throw new MmApiError(res.status, data.error ?? '', Number(res.headers.get('retry-after')) || 0);
  return data as T;
}
