/**
 * The page cache in front of Next (scripts/server.mjs): an in-memory copy of the public pages that Next
 * itself serves from its cache, answered without entering Next at all. Next's cached-page path costs a few
 * milliseconds of CPU per request (its router, the proxy, the response pipeline); a copy costs a map lookup
 * and one write, which is what lets a 2-core server keep up with visitors arriving from search engines.
 *
 * It only keeps what cannot differ between visitors: a GET without query string, cookie-independent
 * except for the language choice, answered 200 by Next from its own cache (`x-nextjs-cache: HIT`) with
 * a shared-cache lifetime (`s-maxage`) and no Set-Cookie. A copy lives until the next invalidation (the
 * cache generation, see generation.mjs), at most `ttlMs`, and the least recently used copies leave
 * first once `maxBytes` is reached. Plain JavaScript: the server script loads it without a build step.
 */
import { connect } from './redis-handler.mjs';
import { localGeneration, sharedGenerationKey } from './generation.mjs';

/** Requests Next answers differently than with a page: its router's RSC fetches, actions, ranges. */
const NEXT_REQUEST_HEADERS = ['rsc', 'next-router-state-tree', 'next-router-prefetch', 'next-router-segment-prefetch', 'next-action', 'range'];
const NEVER_CACHED = /^\/(?:api|admin|_next|uploads)(?:\/|$)/;
const LOCALE_COOKIE = /(?:^|;\s*)NEXT_LOCALE=([^;]*)/;
/** Headers that belong to one connection or one moment, not to the page. */
const PER_RESPONSE = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

/**
 * What identifies a cacheable request, or null when the request must go to Next: the path, the encodings
 * the client accepts (Next compresses) and the language cookie (the proxy redirects on it).
 */
export function pageCacheKey(req) {
  const { method, url, headers } = req;
  if (method !== 'GET' || !url || url.includes('?') || NEVER_CACHED.test(url)) return null;
  if (NEXT_REQUEST_HEADERS.some((name) => headers[name] !== undefined)) return null;
  const cookies = headers.cookie ?? '';
  if (cookies.includes('__prerender_bypass')) return null; // draft mode
  return `${url}\n${headers['accept-encoding'] ?? ''}\n${LOCALE_COOKIE.exec(cookies)?.[1] ?? ''}`;
}

/** Seconds of shared-cache lifetime Next gave the response, or 0 when it must not be shared. */
function sharedLifetime(res) {
  if (res.statusCode !== 200 || res.getHeader('x-nextjs-cache') !== 'HIT' || res.getHeader('set-cookie') !== undefined) return 0;
  const cacheControl = String(res.getHeader('cache-control') ?? '');
  if (/\b(?:private|no-store|no-cache)\b/.test(cacheControl)) return 0;
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

/**
 * @param {{ maxBytes?: number, ttlMs?: number, redisUrl?: string, now?: () => number }} options
 */
export function createPageCache({ maxBytes = 64 * 1024 * 1024, ttlMs = 60_000, redisUrl = process.env.REDIS_URL, now = Date.now } = {}) {
  /** @type {Map<string, { status: number, headers: Record<string, string | string[] | number>, body: Buffer, generation: string, expires: number }>} */
  const entries = new Map();
  let bytes = 0;
  const redis = redisUrl ? connect(redisUrl) : null;
  const generationKey = sharedGenerationKey();

  /** The current generation, or null when the shared counter cannot be read (then nothing is reused). */
  async function generation() {
    if (!redis) return String(localGeneration());
    try {
      return `${localGeneration()}:${(await redis.get(generationKey)) ?? 0}`;
    } catch {
      return null;
    }
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

  /**
   * Answers `req` from a copy, or hands it to `next` and keeps a copy of what Next answered when it may be
   * shared. Resolves once the request is answered or handed on.
   */
  async function handle(req, res, next) {
    const key = pageCacheKey(req);
    if (!key) return next();
    const current = await generation();
    if (current === null) return next();
    const entry = entries.get(key);
    if (entry && entry.generation === current && entry.expires > now()) {
      entries.delete(key); // most recently used goes last
      entries.set(key, entry);
      res.writeHead(entry.status, { ...entry.headers, 'x-page-cache': 'HIT' });
      res.end(entry.body);
      return;
    }
    if (entry) forget(key);
    recordBody(res, async (body) => {
      const lifetime = sharedLifetime(res);
      // A write that landed while Next was answering may have been missed by this answer: keep nothing.
      if (lifetime === 0 || (await generation()) !== current) return;
      const headers = Object.fromEntries(Object.entries(res.getHeaders()).filter(([name]) => !PER_RESPONSE.has(name)));
      keep(key, { status: res.statusCode, headers, body, generation: current, expires: now() + Math.min(ttlMs, lifetime * 1000) });
    });
    return next();
  }

  return { handle, get size() { return entries.size; }, get bytes() { return bytes; } };
}
