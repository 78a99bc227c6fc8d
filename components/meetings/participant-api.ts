'use client';

import { withPageLang } from '@/lib/i18n/page-lang';

/** A failed participant API call: the server's message, status, and for 409s the conflict code. */
export class ParticipantApiError extends Error {
  constructor(
    public status: number,
    message: string,
    public code?: string,
    public retryAfter?: number,
  ) {
    super(message);
  }
}

type Init = { token?: string; method?: 'GET' | 'POST' | 'DELETE'; json?: unknown };

/** Calls /api/yp/<path> with the participant's token as a bearer credential (never ids to say who is acting). */
export async function participantFetch<T>(path: string, { token, method, json }: Init = {}): Promise<T> {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (json !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(withPageLang(`/api/yp${path}`), {
    method: method ?? (json !== undefined ? 'POST' : 'GET'),
    headers,
    credentials: 'same-origin',
    cache: 'no-store',
    body: json !== undefined ? JSON.stringify(json) : undefined,
  });
  const data = (await res.json().catch(() => undefined)) as { error?: string; code?: string } | undefined;
  if (!res.ok) {
    const retryAfter = Number(res.headers.get('retry-after')) || undefined;
    throw new ParticipantApiError(res.status, data?.error ?? `HTTP ${res.status}`, data?.code, retryAfter);
  }
  return data as T;
}
