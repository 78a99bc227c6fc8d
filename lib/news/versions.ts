import 'server-only';
import { eq } from 'drizzle-orm';
import { invalidate } from '@/lib/cache';
import type { Versioned } from '@/lib/publishing/versions';
import { scheduleStateChanges } from '@/lib/publishing/schedule-jobs';
import { news } from './schema';
import { newsTags } from './schedule-jobs';
import { editedTimes } from './translation-status';

type NewsRow = typeof news.$inferSelect;

/** The cache and the schedule after a save or a restore of a news item. */
export async function newsSaved(before: NewsRow | null, after: NewsRow) {
  invalidate(...newsTags(before?.yellow_book ?? false, after.yellow_book));
  await scheduleStateChanges('news', { ...after, published: after.news_status });
}

/** News versions (lib/publishing/versions.ts): what an editor writes; the cover stays as it is. */
export const newsVersioned: Versioned<NewsRow> = {
  kind: 'news',
  key: 'news',
  fields: [
    'title', 'title_en', 'summary', 'summary_en', 'text', 'text_en',
    'meta_title', 'meta_title_en', 'meta_description', 'meta_description_en',
    'category_cid', 'publisher', 'news_status', 'yellow_book', 'publish_at', 'unpublish_at',
  ],
  times: ['publish_at', 'unpublish_at'],
  missing: 'Мэдээ олдсонгүй.',
  load: async (db, id) => (await db.select().from(news).where(eq(news.id, id)).limit(1))[0],
  apply: async (db, before, values) => {
    const next = { ...before, ...values };
    const [after] = await db.update(news).set({ ...values, ...editedTimes(before, next), updated_at: new Date() }).where(eq(news.id, before.id)).returning();
    return after!;
  },
  saved: newsSaved,
};
