/**
 * The cache generation: a number that grows with every invalidation (an admin write expiring tags).
 * The page cache (page-cache.mjs) keeps a copy of a page only while the generation it was made in is
 * current, so a write is visible on the very next request. Next loads the cache handler apart from the
 * server script, possibly as another module instance, so the counter lives on globalThis; with REDIS_URL
 * every instance also shares a counter in Redis.
 */
const LOCAL = Symbol.for('mining.cache.generation');

export function localGeneration() {
  return globalThis[LOCAL] ?? 0;
}

export function advanceLocalGeneration() {
  globalThis[LOCAL] = localGeneration() + 1;
}

/** The Redis key of the shared counter (same prefix as the shared cache entries). */
export const sharedGenerationKey = (prefix = process.env.REDIS_CACHE_PREFIX ?? 'mining:cache:') => `${prefix}generation`;
