import { localExpiry, sharedTagsKey } from '@/lib/cache/tag-expiry.mjs';
import { getDb } from '@/lib/db/client';
import { redirects } from './schema';

type Held = { map: Map<string, string> | null; loadedAt: number; loading: Promise<Map<string, string>> | null; checkedAt: number };
const TAG = 'redirects'; // TAGS.redirects (lib/cache imports next/cache, which the request guard does without)
/** How often, with REDIS_URL, the guard asks whether another instance changed the redirects. */
const SHARED_CHECK_MS = 2000;

// On globalThis: Next bundles the request guard apart from the route handlers that change the redirects.
const held: Held = ((globalThis as { __miningRedirects?: Held }).__miningRedirects ??= { map: null, loadedAt: 0, loading: null, checkedAt: 0 });

/** Drops the map, so the next request reads the table again (after every write in this process). */
export function forgetRedirectMap() {
  held.map = null;
}

/** Whether another instance expired the tag since the map was read (the shared state lib/cache/redis-handler.mjs writes). */
async function expiredElsewhere(now: number): Promise<boolean> {
  if (!process.env.REDIS_URL || now - held.checkedAt < SHARED_CHECK_MS) return false;
  held.checkedAt = now;
  try {
    const { connect } = await import('@/lib/cache/redis-handler.mjs');
    const state = await connect(process.env.REDIS_URL).hget(sharedTagsKey(), TAG);
    const at = state ? JSON.parse(state).expired : 0;
    return typeof at === 'number' && at >= held.loadedAt;
  } catch {
    return false; // Redis away: keep answering from the map this instance has
  }
}

async function load(): Promise<Map<string, string>> {
  const startedAt = Date.now();
  const db = await getDb();
  const rows = await db.select({ from: redirects.from_path, to: redirects.to_path }).from(redirects);
  const map = new Map(rows.map((row) => [row.from, row.to]));
  held.map = map;
  held.loadedAt = startedAt;
  return map;
}

/** The redirect map, read once and kept until a write (here or on another instance) expires it. */
async function currentMap(): Promise<Map<string, string>> {
  const now = Date.now();
  const stale = !held.map || localExpiry(TAG) >= held.loadedAt || (await expiredElsewhere(now));
  if (!stale) return held.map!;
  held.loading ??= load().finally(() => (held.loading = null));
  return held.loading;
}

/**
 * Where an old address now lives, or null: the mapping of its path with the query string, else of the
 * path alone (an old link with tracking parameters still arrives). Trailing slashes do not matter.
 */
export async function redirectFor(pathname: string, search: string): Promise<string | null> {
  let map: Map<string, string>;
  try {
    map = await currentMap();
  } catch (error) {
    console.error('[redirects] the map could not be read:', error); // the site answers on, without redirects
    return null;
  }
  if (map.size === 0) return null;
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return map.get(`${path}${search}`) ?? map.get(path) ?? null;
}
