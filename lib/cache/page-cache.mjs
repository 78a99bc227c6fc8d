/**
 * The page cache in front of Next (scripts/server.mjs): an in-memory copy of the public pages that Next
 * itself serves from its cache, answered without entering Next at all. Next's cached-page path costs a few
 * milliseconds of CPU per request (its router, the proxy, the response pipeline); a copy costs a map lookup
 * and one write, which is what lets a 2-core server keep up with visitors arriving from search engines.
 *
 * It only keeps what cannot differ between visitors: a GET without query string (but CACHED_PAGE_QUERY's),
 * cookie-independent except for the language choice, answered 200 by Next from its own cache (`x-nextjs-cache: HIT`) — or a
 * public JSON read that names its language, marked `public` by its route (lib/api/shared-answer.ts) — with
 * a shared-cache lifetime (`s-maxage`), no Set-Cookie, and only headers that are the same for every visitor
 * (SHARED_HEADERS; a Link header only when it points at PUBLIC_URL). A copy lives until one of the cache tags
 * its page was made from expires (tag-expiry.mjs: a write drops the pages it changed, not all of them), at
 * most `ttlMs`, and the least recently used copies leave first once `maxBytes` is reached. A copy carries an
 * ETag made when it is kept (Next makes none: generateEtags is off), so a browser or crawler that holds the
 * copy gets 304 with no body on its next request. A HEAD request gets a copy's headers (Node sends no body for
 * HEAD); it never makes a copy.
 *
 * Stale copies, when the server gave `refresh`: a copy out of its lifetime, or one whose tags a write expired,
 * is answered at once (`x-page-cache: STALE`) while one refresh per key makes the page again behind it. After a
 * write that is so only for anonymous visitors: anyone signed in (back-office, member or meeting-participant
 * cookie) and the browser a write was just answered to (its `pc_fresh` cookie, fresh-after-write.mjs) get a
 * fresh render, so whoever wrote sees the write on their next request; so does the refresh itself. Without
 * `refresh` a copy a write changed is dropped. Plain JavaScript: the server script loads it without a build step.
 */
import crypto from 'node:crypto';
import { wantsFresh } from './fresh-after-write.mjs';
import { followSharedExpiries } from './shared-expiry.mjs';
import { ANY_TAG, collectingTags, localExpiry } from './tag-expiry.mjs';
import { requestContext } from '../observability/context.mjs';

/** Requests Next answers differently than with a page: its router's RSC fetches, actions, ranges. */
const NEXT_REQUEST_HEADERS = ['rsc', 'next-router-state-tree', 'next-router-prefetch', 'next-router-segment-prefetch', 'next-action', 'range'];
const NEVER_CACHED = /^\/(?:api|admin|_next|uploads)(?:\/|$)/;
const LOCALE_COOKIE = /(?:^|;\s*)NEXT_LOCALE=([^;]*)/;
/**
 * Headers that belong to one connection or one moment, not to the page, and Next's internal note of where its
 * proxy rewrote the path (`/mm` → `/mn/mm`: the same for everyone who gets the page; browsers ignore it). Left
 * out of a copy; without the last in this list no page of the default language was ever kept (issue 23.5).
 */
const PER_RESPONSE = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'x-middleware-rewrite']);
/**
 * Headers a cached page may carry: set by the build's configuration or by Next for the page itself, never
 * from the request. A response with any other header is not kept (it may differ for the next visitor).
 */
const SHARED_HEADERS = new Set([
  'content-type', 'content-encoding', 'content-length', 'cache-control', 'vary', 'link',
  'content-security-policy', 'strict-transport-security', 'x-content-type-options', 'referrer-policy', 'permissions-policy', 'x-frame-options',
  'x-nextjs-cache', 'x-nextjs-prerender', 'x-nextjs-stale-time', 'x-powered-by',
]);

/** The headers to keep with a copy, or null when one of them may differ between visitors. */
export function sharedHeaders(headers, publicUrl = process.env.PUBLIC_URL) {
  const kept = {};
  for (const [name, value] of Object.entries(headers)) {
    if (PER_RESPONSE.has(name)) continue;
    if (!SHARED_HEADERS.has(name)) return null;
    if (name === 'link' && !linksTo(String(value), publicUrl)) return null;
    kept[name] = value;
  }
  return kept;
}

/** Every URL in a Link header starts with the configured public URL (not a Host a client sent). */
function linksTo(link, publicUrl) {
  if (!publicUrl) return false;
  const base = publicUrl.replace(/\/+$/, '');
  return [...link.matchAll(/<([^>]*)>/g)].every(([, url]) => url === base || url.startsWith(`${base}/`));
}

/**
 * A read of the public JSON API that names its language (`?…lang=mn|en…`): its answer cannot depend on the
 * caller's cookie, so the full URL identifies it. Whether it is kept is the route's call (its Cache-Control,
 * lib/api/shared-answer.ts); everything else under /api never is.
 */
const PUBLIC_JSON = /^\/api\/(?:mm|mw|yp)\/[^?]*\?(?:[^#]*&)?lang=(?:mn|en)(?:&|$)/;

/**
 * Page addresses with a query string that Next serves from its cache, as the site's links write them: a
 * category's page N (lib/directory/paged-category.ts) and a choice of the programme (lib/conference/agenda-route.ts).
 * Any other query, or these written another way, goes to Next.
 */
const NUMBER = '[1-9]\\d{0,3}';
const TYPE = '[a-z]{1,20}';
const CACHED_PAGE_QUERY = new RegExp(
  `^/(?:en/)?(?:yp/category/\\d{2}(?:\\d{2})?\\?page=[1-9]\\d{0,5}|mw/agenda\\?(?:day=${NUMBER}(?:&hall=${NUMBER})?(?:&type=${TYPE})?|hall=${NUMBER}(?:&type=${TYPE})?|type=${TYPE}))$`,
);

/**
 * What identifies a cacheable request, or null when the request must go to Next: the path (a public JSON
 * read: with its full query string), the encodings the client accepts (Next compresses) and, for pages, the
 * language cookie (the proxy redirects on it).
 */
export function pageCacheKey(req) {
  const { method, url, headers } = req;
  // HEAD asks for GET's page without its body: answered from GET's copy, never the maker of one (see handle).
  if ((method !== 'GET' && method !== 'HEAD') || !url) return null;
  if (NEXT_REQUEST_HEADERS.some((name) => headers[name] !== undefined)) return null;
  const cookies = headers.cookie ?? '';
  if (cookies.includes('__prerender_bypass')) return null; // draft mode
  if (PUBLIC_JSON.test(url)) return `${url}\n${headers['accept-encoding'] ?? ''}`;
  if ((url.includes('?') && !CACHED_PAGE_QUERY.test(url)) || NEVER_CACHED.test(url)) return null;
  return `${url}\n${headers['accept-encoding'] ?? ''}\n${LOCALE_COOKIE.exec(cookies)?.[1] ?? ''}`;
}

/**
 * Seconds of shared-cache lifetime the response carries, or 0 when it must not be shared: a page only when
 * Next answered it from its own cache, a JSON read when its route marked it public.
 */
function sharedLifetime(res, json) {
  if (res.statusCode !== 200 || res.getHeader('set-cookie') !== undefined) return 0;
  if (!json && res.getHeader('x-nextjs-cache') !== 'HIT') return 0;
  const cacheControl = String(res.getHeader('cache-control') ?? '');
  if (/\b(?:private|no-store|no-cache)\b/.test(cacheControl) || (json && !/\bpublic\b/.test(cacheControl))) return 0;
  return Number(/\bs-maxage=(\d+)/.exec(cacheControl)?.[1] ?? 0);
}

/** Calls `onFinish(body)` with every byte written to `res`, once the response has been sent in full. */
function recordBody(res, onFinish) {
  const chunks = [];
  const record = (chunk, encoding) => {
    if (chunk !== undefined && chunk !== null && typeof chunk !== 'function') chunks.push(Buffer.from(chunk, typeof encoding === 'string' ? encoding : undefined));
  };
  const { write, end } = res;
  res.write = function (chunk, encoding, ...rest) {
    record(chunk, encoding);
    return write.call(this, chunk, encoding, ...rest);
  };
  res.end = function (chunk, encoding, ...rest) {
    record(chunk, encoding);
    return end.call(this, chunk, encoding, ...rest);
  };
  res.once('finish', () => onFinish(Buffer.concat(chunks)));
}

/** Whether If-None-Match names the copy's validator (weak comparison, RFC 9110 §13.1.2; `*` names any copy). */
function holdsCopy(ifNoneMatch, etag) {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const named = tag.trim();
    return named === '*' || named.replace(/^W\//, '') === etag;
  });
}

/** The headers of a copy's full answer and of its 304 (what a 200 would have said of caching), for a verdict. */
function answerHeaders(headers, body, etag, verdict) {
  const notModified = { etag, 'x-page-cache': verdict };
  for (const name of ['cache-control', 'vary']) if (headers[name] !== undefined) notModified[name] = headers[name];
  return { full: { ...headers, 'content-length': body.length, etag, 'x-page-cache': verdict }, notModified };
}

/** What `handle` returns once it answered from a copy: nothing to wait for. */
const ANSWERED = Promise.resolve();

/** The header of the server's own request that replaces a stale copy (with a token only this process knows). */
const REFRESH_HEADER = 'x-page-cache-refresh';

/**
 * @param {{ maxBytes?: number, ttlMs?: number, redisUrl?: string, now?: () => number,
 *   refresh?: (req: import('node:http').IncomingMessage, headers: Record<string, string>) => Promise<unknown> }} options
 *   refresh: asks the server for `req`'s page again with `headers` added (scripts/server.mjs); without it an
 *   expired copy is dropped and its next visitor waits for the render.
 */
export function createPageCache({ maxBytes = 64 * 1024 * 1024, ttlMs = 60_000, redisUrl = process.env.REDIS_URL, now = Date.now, refresh } = {}) {
  const refreshToken = crypto.randomUUID();
  /** @typedef {{ full: Record<string, unknown>, notModified: Record<string, unknown> }} Headers */
  /** @type {Map<string, { status: number, etag: string, hit: Headers, stale: Headers, body: Buffer, tags: string[], made: number, expires: number }>} */
  const entries = new Map();
  let bytes = 0;
  const shared = redisUrl ? followSharedExpiries(redisUrl) : null;

  /**
   * Whether none of the tags a copy was made from expired since `made` (here, or with Redis on any instance:
   * their announcements are followed locally); null while the shared expiries are not followed (then the copy
   * is not used).
   */
  function unchangedSince(tags, made) {
    if (shared && !shared.live) return null;
    return !tags.some((tag) => localExpiry(tag) >= made);
  }

  function forget(key) {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.body.length;
  }

  function keep(key, entry) {
    forget(key);
    if (entry.body.length > maxBytes / 8) return; // one page must not push out everything else
    entries.set(key, entry);
    bytes += entry.body.length;
    for (const oldest of entries.keys()) {
      if (bytes <= maxBytes) break;
      forget(oldest);
    }
  }

  /** Answers a copy: 304 without the body to a client that holds it, else the page. */
  function answer(req, res, entry, headers) {
    if (holdsCopy(req.headers['if-none-match'], entry.etag)) {
      res.writeHead(304, headers.notModified);
      res.end();
      return;
    }
    res.writeHead(entry.status, headers.full);
    res.end(entry.body);
  }

  /** The keys whose stale copy is being replaced right now: one re-render each, however many visitors. */
  const refreshing = new Set();

  /** Serves the stale copy and, once per key, has the page made again behind it (stale-while-revalidate). */
  function answerStale(key, entry, req, res) {
    answer(req, res, entry, entry.stale);
    if (refreshing.has(key)) return;
    refreshing.add(key);
    Promise.resolve()
      .then(() => refresh(req, { [REFRESH_HEADER]: refreshToken }))
      .catch((error) => {
        forget(key); // the next visitor waits for a fresh render rather than seeing an ever older copy
        console.error('[page-cache] refreshing a stale copy failed:', error);
      })
      .finally(() => refreshing.delete(key));
  }

  /**
   * Answers `req` from a copy, or hands it to `next` and keeps a copy of what Next answered when it may be
   * shared. A copy past its lifetime, or (for anonymous visitors) one a write changed, is still answered while
   * `refresh` asks for it again (see the module). Answers from a copy at once; what it returns resolves once the
   * request is answered or handed on.
   */
  function handle(req, res, next) {
    const key = pageCacheKey(req);
    if (!key) return next();
    // The request log counts hits and misses by this verdict (lib/observability/http.mjs).
    const context = requestContext.getStore();
    const isRefresh = refresh !== undefined && req.headers[REFRESH_HEADER] === refreshToken;
    const entry = isRefresh ? undefined : entries.get(key);
    if (entry) {
      const unchanged = unchangedSince(entry.tags, entry.made);
      if (unchanged && entry.expires > now()) {
        entries.delete(key); // most recently used goes last
        entries.set(key, entry);
        if (context) context.pageCache = 'hit';
        answer(req, res, entry, entry.hit);
        return ANSWERED;
      }
      // Changed by a write: stale only for who cannot have written it (the writer sees the write at once).
      if (unchanged !== null && refresh && (unchanged || !wantsFresh(req.headers.cookie))) {
        if (context) context.pageCache = 'hit';
        answerStale(key, entry, req, res);
        return ANSWERED;
      }
      // With a refresh, the copy stays for anonymous visitors until this render or the refresh replaces it.
      if (unchanged === false && !refresh) forget(key);
    }
    if (context) context.pageCache = 'miss';
    if (req.method === 'HEAD') return next();
    // Tags are stamped with the time this answer began: a write landing while Next answers drops it at once.
    const made = Date.now();
    const tags = new Set();
    recordBody(res, (body) => {
      const lifetime = sharedLifetime(res, PUBLIC_JSON.test(req.url));
      const headers = lifetime > 0 ? sharedHeaders(res.getHeaders()) : null;
      if (!headers) {
        if (isRefresh) forget(key); // no longer a shareable answer (gone, say): the stale copy goes too
        return;
      }
      // Tags unknown (Next answered from a request it shared with another): any write drops the copy.
      // Headers and validator made once, not per hit. With its length the copy goes out in one piece rather than
      // chunked, as Next streamed it: less framing for every client, and one write less per hit.
      const etag = `"${crypto.createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`;
      const hit = answerHeaders(headers, body, etag, 'HIT');
      const stale = answerHeaders(headers, body, etag, 'STALE');
      keep(key, { status: res.statusCode, etag, hit, stale, body, tags: tags.size ? [...tags] : [ANY_TAG], made, expires: now() + Math.min(ttlMs, lifetime * 1000) });
    });
    return collectingTags(tags, next);
  }

  /** Stops following the shared expiries (the server's shutdown, tests). */
  const close = () => shared?.close();

  return { handle, close, get size() { return entries.size; }, get bytes() { return bytes; } };
}
