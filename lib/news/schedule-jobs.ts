import 'server-only';
import { eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { TAGS } from '@/lib/cache';
import { news } from './schema';

/** The cache tags a news item's pages live under: the directory's home shows the items marked for it too. */
export const newsTags = (...yellowBook: boolean[]) => (yellowBook.some(Boolean) ? [TAGS.news, TAGS.directory] : [TAGS.news]);

/** The tags of a news item's pages, for the schedule job (null: the item was deleted since). */
export async function newsTagsOf(db: Db, id: number) {
  const [row] = await db.select({ yellow_book: news.yellow_book }).from(news).where(eq(news.id, id)).limit(1);
  return row ? newsTags(row.yellow_book) : null;
}
