import 'server-only';
import { eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { invalidateFromJob, TAGS } from '@/lib/cache';
import { getJobs } from '@/lib/jobs';
import { QUEUES } from '@/lib/jobs/queues';
import { news } from './schema';
import { stateChanges } from './schedule';

/** The cache tags a news item's pages live under: the directory's home shows the items marked for it too. */
export const newsTags = (...yellowBook: boolean[]) => (yellowBook.some(Boolean) ? [TAGS.news, TAGS.directory] : [TAGS.news]);

/**
 * Queues a job for each future moment the item becomes public or stops being public (issue 24.2): at that
 * moment its page, the lists, the feeds and the sitemap are read afresh. The database decides visibility by
 * the clock (lib/news/schedule.ts), so a job left from an earlier schedule only refreshes the caches once more.
 */
export async function scheduleStateChanges(item: { id: number; news_status: boolean; publish_at: Date | null; unpublish_at: Date | null }) {
  const moments = stateChanges(item);
  if (moments.length === 0) return;
  const boss = await getJobs();
  for (const at of moments) {
    await boss.send(QUEUES.newsSchedule, { id: item.id }, { startAfter: at, singletonKey: `${item.id}@${at.toISOString()}`, retryLimit: 5, retryDelay: 30 });
  }
}

/** The job: drops the cached pages the item appears on (nothing to do for an item deleted since). */
export async function refreshScheduledNews(db: Db, id: number) {
  const [row] = await db.select({ yellow_book: news.yellow_book }).from(news).where(eq(news.id, id)).limit(1);
  if (row) await invalidateFromJob(...newsTags(row.yellow_book));
  return Boolean(row);
}
