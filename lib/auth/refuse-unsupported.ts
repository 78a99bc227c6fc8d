import type { NextAuthOptions } from 'next-auth';
import { jsonError } from '@/lib/api/errors';

const PROVIDER_ACTION = /^\/api\/auth\/(callback|signin)\/([^/]+)\/?$/;

/**
 * next-auth answers 500 ('Callback for provider type credentials not supported') to a GET on a credentials
 * callback and lets unknown provider ids reach its error page; a crafted request is the caller's mistake, so
 * it gets a 4xx here before next-auth sees it.
 */
export function refuseUnsupportedAuthRequest(req: Request, providers: NextAuthOptions['providers']): Response | null {
  const match = PROVIDER_ACTION.exec(new URL(req.url).pathname);
  if (!match) return null;
  const id = match[2];
  // A provider's own id is its type's default until next-auth merges the options given to it (id: 'dev').
  const provider = providers.find((p) => ((p as { options?: { id?: string } }).options?.id ?? p.id) === id);
  if (!provider) return jsonError(404, 'Ийм нэвтрэх арга байхгүй.');
  if (provider.type === 'credentials' && req.method !== 'POST') {
    return jsonError(405, 'Зөвхөн POST хүсэлт хүлээн авна.', {}, { Allow: 'POST' });
  }
  return null;
}
