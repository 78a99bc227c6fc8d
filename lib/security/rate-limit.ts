import 'server-only';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { tooManyRequests } from '@/lib/api/errors';
import { rateLimits } from './schema';

export type RateLimitOptions = {
  /** Hits allowed per window. */
  limit: number;
  windowSeconds: number;
  /** The current time; tests pass their own clock. */
  now?: Date;
};

export type RateLimitResult = { ok: boolean; retryAfter: number };

/**
 * Counts one hit against `key` in a fixed window kept in the rate_limits table, so every instance shares it.
 * The window starts at the first hit after the previous one ended; one atomic upsert both counts and reads,
 * so two concurrent hits can never both slip under the limit. A refused hit still counts but never extends
 * the window. retryAfter is the whole seconds until the window ends (0 when ok).
 */
export async function rateLimit(db: DbOrTx, key: string, { limit, windowSeconds, now = new Date() }: RateLimitOptions): Promise<RateLimitResult> {
  const nowIso = now.toISOString();
  const resetIso = new Date(now.getTime() + windowSeconds * 1000).toISOString();
  const expired = sql`${rateLimits.reset_at} <= ${nowIso}::timestamptz`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: 1, reset_at: new Date(resetIso) })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`CASE WHEN ${expired} THEN 1 ELSE ${rateLimits.count} + 1 END`,
        reset_at: sql`CASE WHEN ${expired} THEN ${resetIso}::timestamptz ELSE ${rateLimits.reset_at} END`,
      },
    })
    .returning({ count: rateLimits.count, reset_at: rateLimits.reset_at });
  if (row!.count <= limit) return { ok: true, retryAfter: 0 };
  return { ok: false, retryAfter: Math.max(1, Math.ceil((row!.reset_at.getTime() - now.getTime()) / 1000)) };
}

/** Like rateLimit, but a refused hit throws 429 with Retry-After (HttpError tooManyRequests). */
export async function enforceRateLimit(db: DbOrTx, key: string, options: RateLimitOptions & { message?: string }): Promise<void> {
  const { ok, retryAfter } = await rateLimit(db, key, options);
  if (!ok) throw tooManyRequests(retryAfter, options.message);
}
