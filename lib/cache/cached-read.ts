import { getDb, type DbOrTx } from '@/lib/db/client';
import { cached, type Tag } from './index';

/**
 * A query function `fn(db, params)` as a cached, tagged read `fn(params)`. The database is opened inside,
 * so the cache key is built from the serialisable params only. Results must be JSON-safe (no Date objects).
 */
export function cachedRead<R, P = void>(read: (db: DbOrTx, params: P) => Promise<R>, key: string, tags: Tag[], revalidateSeconds?: number) {
  return cached(async (params: P) => read(await getDb(), params), key, tags, revalidateSeconds);
}

/**
 * A read of free text a visitor typed (searches): it runs on every request and keeps nothing, since a cache
 * entry per made-up term would let anyone fill the disk (lib/cache/disk-bound.mjs).
 */
export function perRequestRead<R, P>(read: (db: DbOrTx, params: P) => Promise<R>) {
  return async (params: P) => read(await getDb(), params);
}
