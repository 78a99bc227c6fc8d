/**
 * Next's cache handler (next.config.ts `cacheHandler`): cached pages and `unstable_cache` data, with their tags.
 * With REDIS_URL set, entries and tag invalidations live in Redis, shared by every instance: an admin write
 * on one instance (revalidateTag) expires the cached pages and data of all of them on their next request.
 * Without REDIS_URL it is Next's own file-system cache, unchanged. The choice is made when the server
 * starts, so one build serves both set-ups. Plain JavaScript: Next imports this file at run time.
 */
import { createRequire } from 'node:module';
import { Redis } from 'ioredis';
import { ANY_TAG, expireTagsLocally, noteTags, sharedTagsChannel, sharedTagsKey } from './tag-expiry.mjs';
import { createDiskBound } from './disk-bound.mjs';

const require = createRequire(import.meta.url);
const FileSystemCache = require('next/dist/server/lib/incremental-cache/file-system-cache').default;

/** Entries nobody reads for two weeks leave Redis on their own. */
const ENTRY_TTL_SECONDS = 14 * 24 * 60 * 60;
const TAGS_HEADER = 'x-next-cache-tags';

/** A connection that fails fast (a cache that cannot be reached is a miss) and reconnects by itself. */
function open(url, connectionName, options = {}) {
  const client = new Redis(url, { maxRetriesPerRequest: 1, commandTimeout: 2000, connectTimeout: 2000, connectionName, ...options });
  client.on('error', () => {}); // reported per command; ioredis reconnects by itself
  return client;
}

/** @type {Map<string, Redis>} one connection per process (and per address) */
const clients = new Map();
export function connect(url) {
  let client = clients.get(url);
  if (!client) {
    client = open(url, 'mining-next-cache');
    clients.set(url, client);
  }
  return client;
}

/** A connection of its own for a subscriber: a subscribed connection takes no other commands. */
export function connectSubscriber(url, connectionName) {
  // Subscribing again after a reconnect is the subscriber's own step: it must read what it missed after that.
  return open(url, connectionName, { autoResubscribe: false });
}

/** JSON that keeps Buffers (RSC payloads, route bodies) and Maps (segment data) intact. */
export function serialize(entry) {
  return JSON.stringify(entry, function (key, value) {
    const raw = this[key];
    if (Buffer.isBuffer(raw)) return { __buffer: raw.toString('base64') };
    if (raw instanceof Map) return { __map: [...raw.entries()] };
    return value;
  });
}

export function deserialize(text) {
  return JSON.parse(text, (_key, value) => {
    if (value && typeof value === 'object') {
      if (typeof value.__buffer === 'string') return Buffer.from(value.__buffer, 'base64');
      if (Array.isArray(value.__map)) return new Map(value.__map);
    }
    return value;
  });
}

function tagsOf(entry, ctx) {
  if (entry.value?.kind === 'FETCH') return [...(ctx?.tags ?? []), ...(ctx?.softTags ?? [])];
  const header = entry.value?.headers?.[TAGS_HEADER];
  return typeof header === 'string' ? header.split(',').filter(Boolean) : [];
}

let warned = 0;
function warn(what, error) {
  // A cache that cannot be reached is a miss, not an outage; say so, without flooding the log.
  if (warned++ % 100 === 0) console.error(`[cache] Redis ${what} failed (${error?.message ?? error}); serving without the shared cache.`);
}

/** The shared cache in Redis, with the same tag rules as Next's file-system cache. */
export class RedisCache {
  constructor(ctx = {}, { url = process.env.REDIS_URL, prefix = process.env.REDIS_CACHE_PREFIX ?? 'mining:cache:' } = {}) {
    this.revalidatedTags = ctx.revalidatedTags ?? [];
    this.redis = connect(url);
    this.tagsKey = sharedTagsKey(prefix);
    this.tagsChannel = sharedTagsChannel(prefix);
    this.entryPrefix = `${prefix}entry:`;
  }

  async get(key, ctx) {
    let text;
    try {
      text = await this.redis.get(this.entryPrefix + key);
    } catch (error) {
      warn('read', error);
      return null;
    }
    if (!text) return null;
    const entry = deserialize(text);
    const tags = tagsOf(entry, ctx);
    if (tags.length === 0) return entry;
    if (entry.value?.kind === 'FETCH' && tags.some((tag) => this.revalidatedTags.includes(tag))) return null;
    let states;
    try {
      states = await this.redis.hmget(this.tagsKey, ...tags);
    } catch (error) {
      warn('read', error);
      return null;
    }
    const now = Date.now();
    const expired = states.some((state) => {
      const at = state ? JSON.parse(state).expired : undefined;
      return typeof at === 'number' && at <= now && at > entry.lastModified;
    });
    return expired ? null : entry;
  }

  async set(key, data, ctx) {
    try {
      if (!data) {
        await this.redis.del(this.entryPrefix + key);
        return;
      }
      const entry = { value: data, lastModified: Date.now(), cacheControl: ctx?.fetchCache ? undefined : ctx?.cacheControl };
      await this.redis.set(this.entryPrefix + key, serialize(entry), 'EX', ENTRY_TTL_SECONDS);
    } catch (error) {
      warn('write', error);
    }
  }

  /**
   * Marks tags expired (now, or after durations.expire seconds) for every instance. ANY_TAG is stamped too:
   * the page caches of every instance drop their copies made from these tags (or from unknown ones).
   */
  async revalidateTag(tags, durations) {
    const list = typeof tags === 'string' ? [tags] : tags;
    if (list.length === 0) return;
    const now = Date.now();
    try {
      const current = await this.redis.hmget(this.tagsKey, ...list);
      const updates = Object.fromEntries(
        list.map((tag, i) => {
          const existing = current[i] ? JSON.parse(current[i]) : {};
          const next = durations
            ? { ...existing, stale: now, ...(durations.expire !== undefined ? { expired: now + durations.expire * 1000 } : {}) }
            : { ...existing, expired: now };
          return [tag, JSON.stringify(next)];
        }),
      );
      // A page copied before this point must not outlive the write on any instance: the announcement reaches
      // the instances listening, the hash those that reconnect (shared-expiry.mjs). Both or neither.
      const results = await this.redis
        .multi()
        .hset(this.tagsKey, { ...updates, [ANY_TAG]: JSON.stringify({ expired: now }) })
        .publish(this.tagsChannel, JSON.stringify({ tags: list, at: now }))
        .exec();
      const failed = results?.find(([error]) => error)?.[0];
      if (!results || failed) throw failed ?? new Error('the transaction was discarded');
    } catch (error) {
      // Other instances would keep serving what this write changed: that must not pass silently.
      console.error(`[cache] Redis could not record the invalidation of ${list.join(', ')}:`, error?.message ?? error);
      throw error;
    }
  }

  resetRequestCache() {}
}

/** One bound per process: Next may make several handler instances. */
const DISK_BOUND = Symbol.for('mining.cache.disk-bound');
const diskBound = () => (globalThis[DISK_BOUND] ??= createDiskBound());

export default class CacheHandler {
  constructor(ctx) {
    this.impl = process.env.REDIS_URL ? new RedisCache(ctx) : new FileSystemCache(ctx);
  }

  /** The entry's tags join the current answer's (tag-expiry.mjs): the page cache drops its copy when one expires. */
  async get(key, ctx) {
    const entry = await this.impl.get(key, ctx);
    if (entry) noteTags(tagsOf(entry, ctx));
    return entry;
  }

  /** Made-up URLs and anything past the size bound are not stored: they render on request (disk-bound.mjs). */
  set(key, data, ctx) {
    if (data) noteTags(tagsOf({ value: data }, ctx));
    if (!diskBound().admit(key, data)) return;
    return this.impl.set(key, data, ctx);
  }

  async revalidateTag(tags, ...rest) {
    await this.impl.revalidateTag(tags, ...rest);
    // Only once Next's own cache has let go: a page cache copy made from these tags before now is never reused.
    expireTagsLocally(typeof tags === 'string' ? [tags] : tags);
  }

  resetRequestCache() {
    this.impl.resetRequestCache?.();
  }
}
