import 'server-only';
import { eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { TAGS } from '@/lib/cache';
import { reports } from './schema';

/** The tags of the reports pages, for the schedule job (null: the report was deleted since). */
export async function reportTagsOf(db: Db, id: number) {
  const [row] = await db.select({ id: reports.id }).from(reports).where(eq(reports.id, id)).limit(1);
  return row ? [TAGS.reports] : null;
}
