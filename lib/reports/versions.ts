import 'server-only';
import { eq } from 'drizzle-orm';
import { invalidate, TAGS } from '@/lib/cache';
import type { Versioned } from '@/lib/publishing/versions';
import { scheduleStateChanges } from '@/lib/publishing/schedule-jobs';
import { reports } from './schema';

type ReportRow = typeof reports.$inferSelect;

/** The cache and the schedule after a save or a restore of a report. */
export async function reportSaved(row: ReportRow) {
  invalidate(TAGS.reports);
  await scheduleStateChanges('report', { ...row, published: row.status });
}

/** Report versions (lib/publishing/versions.ts): titles, status and times; the cover and the PDF stay as they are. */
export const reportVersioned: Versioned<ReportRow> = {
  kind: 'report',
  key: 'report',
  fields: ['title', 'title_en', 'status', 'publish_at', 'unpublish_at'],
  times: ['publish_at', 'unpublish_at'],
  missing: 'Тайлан олдсонгүй.',
  load: async (db, id) => (await db.select().from(reports).where(eq(reports.id, id)).limit(1))[0],
  apply: async (db, before, values) => (await db.update(reports).set(values).where(eq(reports.id, before.id)).returning())[0]!,
  saved: (_before, after) => reportSaved(after),
};
