import { withPageLang } from '@/lib/i18n/page-lang';

/** A refused submission: the HTTP status and the server's {error} message, when it sent one. */
export class SubmitError extends Error {
  constructor(
    public status: number,
    message: string,
  ) {
    super(message);
  }
}

export type Send = (body: FormData | Record<string, unknown>) => Promise<void>;

/** Posts a form (multipart) or an object (JSON) to one of our API paths; throws SubmitError when refused. */
export function postTo(path: string): Send {
  return async (body) => {
    const multipart = body instanceof FormData;
    const res = await fetch(withPageLang(path), {
      method: 'POST',
      credentials: 'same-origin',
      headers: multipart ? undefined : { 'content-type': 'application/json' },
      body: multipart ? body : JSON.stringify(body),
    });
    if (res.ok) return;
    const data = (await res.json().catch(() => undefined)) as { error?: string } | undefined;
    throw new SubmitError(res.status, data?.error ?? '');
  };
}
