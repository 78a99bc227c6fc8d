import 'server-only';
import type { Db } from '@/lib/db/client';
import { invalidateFromJob, type Tag } from '@/lib/cache';
import { getJobs } from '@/lib/jobs';
import { QUEUES } from '@/lib/jobs/queues';
import { newsTagsOf } from '@/lib/news/schedule-jobs';
import { reportTagsOf } from '@/lib/reports/schedule-jobs';
import { stateChanges } from './schedule';

/** The content kinds with publish and unpublish times, and the cache tags an item's pages live under (null: gone). */
const TAGS_OF = { news: newsTagsOf, report: reportTagsOf } satisfies Record<string, (db: Db, id: number) => Promise<Tag[] | null>>;
export type ScheduledKind = keyof typeof TAGS_OF;
/** A job's data; jobs queued before reports had times carry no kind and are news. */
export type ScheduleJob = { kind?: ScheduledKind; id: number };

/**
 * Queues a job for each future moment the item becomes public or stops being public (issue 24.2): at that
 * moment its page, the lists, the feeds and the sitemap are read afresh. The database decides visibility by
 * the clock (lib/publishing/schedule.ts), so a job left from an earlier schedule only refreshes the caches once more.
 */
export async function scheduleStateChanges(kind: ScheduledKind, item: { id: number; published: boolean; publish_at: Date | null; unpublish_at: Date | null }) {
  const moments = stateChanges(item);
  if (moments.length === 0) return;
  const boss = await getJobs();
  for (const at of moments) {
    await boss.send(QUEUES.contentSchedule, { kind, id: item.id }, { startAfter: at, singletonKey: `${kind}:${item.id}@${at.toISOString()}`, retryLimit: 5, retryDelay: 30 });
  }
}

/** The job: drops the cached pages the item appears on (nothing to do for an item deleted since). */
export async function refreshScheduled(db: Db, { kind = 'news', id }: ScheduleJob) {
  const tags = await TAGS_OF[kind](db, id);
  if (tags) await invalidateFromJob(...tags);
  return tags !== null;
}
