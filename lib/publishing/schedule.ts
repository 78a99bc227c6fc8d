import { and, eq, gt, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { PublishState } from './states';

/** The columns that decide whether an item of any content kind is public now. */
export type ScheduleColumns = { published: AnyPgColumn; publish_at: AnyPgColumn; unpublish_at: AnyPgColumn };

/** Public now: published, its publish time reached (or none) and its unpublish time not yet (or none). */
export const publicNowOf = (c: ScheduleColumns): SQL =>
  and(eq(c.published, true), or(isNull(c.publish_at), lte(c.publish_at, sql`now()`)), or(isNull(c.unpublish_at), gt(c.unpublish_at, sql`now()`)))!;

/** The admin grid's state of an item (PUBLISH_STATES), computed by the database. */
export const publishStateOf = (c: ScheduleColumns) => sql<PublishState>`case
  when not ${c.published} then 'draft'
  when ${c.unpublish_at} is not null and ${c.unpublish_at} <= now() then 'unpublished'
  when ${c.publish_at} is not null and ${c.publish_at} > now() then 'scheduled'
  else 'published' end`;

/** The future moments an item changes state by itself: each gets a job that refreshes the cached pages then. */
export function stateChanges(item: { published: boolean; publish_at: Date | null; unpublish_at: Date | null }, now = new Date()): Date[] {
  if (!item.published) return [];
  return [item.publish_at, item.unpublish_at].filter((at): at is Date => at !== null && at > now);
}
