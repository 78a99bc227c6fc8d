import type { Route } from './table';

/**
 * How long a shared cache (a CDN, the page cache in scripts/server.mjs) may keep a public read: a minute fresh,
 * then up to ten minutes stale while it asks again. The page cache drops it at once when one of the cache
 * tags it was read from expires, so an admin write shows on the next request there.
 */
export const SHARED_ANSWER = 'public, s-maxage=60, stale-while-revalidate=600';

/**
 * The Cache-Control of an API answer: shared only for a 200 GET of a route marked `shared` whose URL names
 * the language — without `lang=` the answer's language may come from the caller's cookie or Accept-Language,
 * which a cache keyed by the URL cannot tell apart. Anything per visitor, authenticated or written: no-store.
 */
export function apiCacheControl(req: Request, route: Pick<Route, 'shared'> | undefined, res: Response): string {
  const shared = route?.shared && req.method === 'GET' && res.status === 200 && !res.headers.has('set-cookie');
  return shared && new URL(req.url).searchParams.has('lang') ? SHARED_ANSWER : 'no-store';
}
