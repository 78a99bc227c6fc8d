/**
 * When each cache tag last expired, and which tags a request's page was made from: what the page cache
 * (page-cache.mjs) needs to drop exactly the copies a write changed, and nothing else (issue 17.9). Next
 * loads the cache handler apart from the server script, possibly as another module instance, so the state
 * lives on globalThis; with REDIS_URL the shared cache handler (redis-handler.mjs) records every expiry in
 * Redis and announces it, and every instance's page cache follows the announcements (shared-expiry.mjs).
 */
import { AsyncLocalStorage } from 'node:async_hooks';

/** The tag every expiry also stamps: a copy whose own tags are unknown depends on it (any write drops it). */
export const ANY_TAG = '*';
const EXPIRED = Symbol.for('mining.cache.tag-expiry');
const REQUEST_TAGS = Symbol.for('mining.cache.request-tags');

/** @returns {Map<string, number>} */
function expiries() {
  return (globalThis[EXPIRED] ??= new Map());
}

/** @returns {AsyncLocalStorage<Set<string>>} */
function requestTags() {
  return (globalThis[REQUEST_TAGS] ??= new AsyncLocalStorage());
}

/** Records that these tags (and ANY_TAG) expired at `at`. */
export function expireTagsLocally(tags, at = Date.now()) {
  for (const tag of [...tags, ANY_TAG]) expiries().set(tag, Math.max(at, expiries().get(tag) ?? 0));
}

/** When a tag last expired in this process (0: never). */
export function localExpiry(tag) {
  return expiries().get(tag) ?? 0;
}

/** Runs `fn`, adding to `tags` the cache tags of every entry Next reads or writes while it answers. */
export function collectingTags(tags, fn) {
  return requestTags().run(tags, fn);
}

/** Called by the cache handler: the entry being read or written is part of the current answer. */
export function noteTags(tags) {
  const current = requestTags().getStore();
  if (current) for (const tag of tags) current.add(tag);
}

const defaultPrefix = () => process.env.REDIS_CACHE_PREFIX ?? 'mining:cache:';
/** The Redis hash of tag states (same prefix as the shared cache entries). */
export const sharedTagsKey = (prefix = defaultPrefix()) => `${prefix}tags`;
/** The Redis channel on which every expiry is announced as `{ tags, at }` (same prefix). */
export const sharedTagsChannel = (prefix = defaultPrefix()) => `${prefix}tags:expired`;
