import { revalidateTag, unstable_cache } from 'next/cache';

/** Cache tags: one per kind of public data; commands invalidate the tags they touch. */
export const TAGS = {
  news: 'news',
  categories: 'categories',
  staticPages: 'static-pages',
  banners: 'banners',
  socialLinks: 'social-links',
  trade: 'trade',
  about: 'about',
  logos: 'logos',
  files: 'files',
  reports: 'reports',
  assessment: 'assessment',
  conference: 'conference',
  directory: 'directory',
  meetings: 'meetings',
  redirects: 'redirects',
} as const;
export type Tag = (typeof TAGS)[keyof typeof TAGS];

// Next.js defines NEXT_RUNTIME in its server bundles; unit tests and scripts have no Next.js cache to use.
const outsideNext = () => process.env.NEXT_RUNTIME !== 'nodejs';

/**
 * A read whose result is cached across requests and tagged, so an admin write shows on the next request.
 * Outside the Next.js server (unit tests, scripts) it simply runs the read.
 */
export function cached<A extends unknown[], R>(read: (...args: A) => Promise<R>, key: string, tags: Tag[], revalidateSeconds = 3600) {
  const wrapped = unstable_cache(read, [key], { tags, revalidate: revalidateSeconds });
  return (...args: A): Promise<R> => (outsideNext() ? read(...args) : wrapped(...args));
}

/**
 * Expires tags from a background job, where Next's revalidateTag cannot run (it needs a request): straight
 * through the configured cache handler, which also tells the page cache and, with Redis, every instance.
 */
export async function invalidateFromJob(...tags: Tag[]) {
  if (outsideNext()) return;
  const { default: CacheHandler } = await import('./redis-handler.mjs');
  await new CacheHandler({}).revalidateTag(tags);
}

/** Expires tagged data at once: the next request reads fresh data (not stale-while-revalidate). */
export function invalidate(...tags: Tag[]) {
  if (outsideNext()) return;
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
}
