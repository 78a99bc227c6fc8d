/**
 * What Next's cache may write (to disk, or Redis): pages every visitor can reach by following the site's own
 * links, within a size bound. A URL anyone can make up must not become a cache entry, or a script requesting
 * random URLs fills the disk (issue 17.5):
 *  - a not-found answer (unknown id, malformed parameter) renders on request and is never stored, nor is a
 *    redirect (a programme choice the programme does not have: lib/conference/agenda-route.ts);
 *  - a free-text news search (/mm/blog/<term>=<page>) renders on request: only category and month lists are kept;
 *  - once the stored pages pass `maxBytes`, pages not stored yet render on request; those already stored
 *    are still refreshed (their size is already counted).
 * Data entries (unstable_cache reads) found nothing for a made-up id (their body is null or empty) are not
 * stored either; searches are not cached at all (cached-read.ts perRequestRead). Plain JavaScript: the cache
 * handler (redis-handler.mjs) loads it at run time.
 */

/** The body unstable_cache stores for a read that found nothing. */
const NOTHING_FOUND = new Set(['null', '[]', '{}', '""', 'undefined']);

const BLOG_LIST = /\/mm\/blog\/([^/]+)$/;
const KEPT_BLOG_SLUG = /^(?:\d{1,9}|\d{4}-(?:0[1-9]|1[0-2]))?=[1-9]\d{0,4}$/;

/** Bytes an entry takes (its HTML, RSC payload and prefetch segments; a data entry's JSON). */
export function entrySize(data) {
  if (!data) return 0;
  let size = 0;
  if (typeof data.html === 'string') size += Buffer.byteLength(data.html);
  else if (data.html?.length) size += data.html.length;
  if (data.rscData?.length) size += data.rscData.length;
  if (data.segmentData instanceof Map) for (const segment of data.segmentData.values()) size += segment?.length ?? 0;
  if (data.kind === 'FETCH') size += Buffer.byteLength(JSON.stringify(data.data ?? null));
  if (data.body?.length) size += data.body.length;
  return size;
}

/** A page anyone can invent by typing a URL, which therefore must not be stored. */
export function isMadeUpPage(key, data) {
  if (data?.kind === 'APP_PAGE' || data?.kind === 'PAGES' || data?.kind === 'APP_ROUTE') {
    if (typeof data.status === 'number' && data.status >= 300) return true;
  }
  const blog = BLOG_LIST.exec(key);
  if (!blog) return false;
  let slug = blog[1];
  try {
    slug = decodeURIComponent(slug);
  } catch {
    return true;
  }
  return !KEPT_BLOG_SLUG.test(slug.trim());
}

/**
 * @param {{ maxBytes?: number }} options
 * Returns `admit(key, data)`: true when Next may store the entry, counting its size.
 */
export function createDiskBound({ maxBytes = Number(process.env.PAGE_DISK_CACHE_MB || 256) * 1024 * 1024 } = {}) {
  /** @type {Map<string, number>} */
  const sizes = new Map();
  let total = 0;
  function admit(key, data) {
    if (!data) {
      total -= sizes.get(key) ?? 0;
      sizes.delete(key);
      return true;
    }
    if (data.kind === 'FETCH' ? NOTHING_FOUND.has(data.data?.body ?? 'undefined') : isMadeUpPage(key, data)) return false;
    const size = entrySize(data);
    const before = sizes.get(key);
    if (before === undefined && total + size > maxBytes) return false;
    total += size - (before ?? 0);
    sizes.set(key, size);
    return true;
  }
  return { admit, get bytes() { return total; }, get entries() { return sizes.size; } };
}
