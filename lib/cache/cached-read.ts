import { getDb, type DbOrTx } from '@/lib/db/client';
import { cached, type Tag } from './index';

/**
 * A query function `fn(db, params)` as a cached, tagged read `fn(params)`. The database is opened inside,
 * so the cache key is built from the serialisable params only. Results must be JSON-safe (no Date objects).
 */
export function cachedRead<R, P = void>(read: (db: DbOrTx, params: P) => Promise<R>, key: string, tags: Tag[], revalidateSeconds?: number) {
  return cached(async (params: P) => read(await getDb(), params), key, tags, revalidateSeconds);
}
