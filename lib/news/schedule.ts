import { and, eq, isNull, lte, gt, or, sql } from 'drizzle-orm';
import { news } from './schema';
import type { PublishState } from './news-form';

/** Public now: published, its publish time reached (or none) and its unpublish time not yet (or none). */
export const publicNow = and(
  eq(news.news_status, true),
  or(isNull(news.publish_at), lte(news.publish_at, sql`now()`)),
  or(isNull(news.unpublish_at), gt(news.unpublish_at, sql`now()`)),
)!;

/** The admin grid's state of an item (PUBLISH_STATES), computed by the database. */
export const publishState = sql<PublishState>`case
  when not ${news.news_status} then 'draft'
  when ${news.unpublish_at} is not null and ${news.unpublish_at} <= now() then 'unpublished'
  when ${news.publish_at} is not null and ${news.publish_at} > now() then 'scheduled'
  else 'published' end`;

/** The future moments an item changes state by itself: each gets a job that refreshes the cached pages then. */
export function stateChanges(item: { news_status: boolean; publish_at: Date | null; unpublish_at: Date | null }, now = new Date()): Date[] {
  if (!item.news_status) return [];
  return [item.publish_at, item.unpublish_at].filter((at): at is Date => at !== null && at > now);
}
