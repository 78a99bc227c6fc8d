import 'server-only';
import { desc, eq, getTableColumns } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { notFound } from '@/lib/api/errors';
import { limitParam, pageParam, totalPages } from '@/lib/api/params';
import { defineList } from '@/lib/api/list-route';
import type { ListSql } from '@/lib/api/list-query';
import { orderOr } from '@/lib/api/list-query';
import { ubMinute } from '@/lib/site/ulaanbaatar-time';
import { invalidate, TAGS } from '@/lib/cache';
import { PUBLISH_STATES } from '@/lib/publishing/states';
import { publishStateOf } from '@/lib/publishing/schedule';
import { removeStored } from '@/lib/storage';
import { IMAGE_UPLOAD, PDF_UPLOAD, removeReplaced, withUploads } from '@/lib/files/stored-uploads';
import { reports } from './schema';
import type { ReportInsert, ReportUpdate } from './validators';

/** Back-office reads and writes of the reports on /mm/report={page}. Reads are uncached. */
const missing = () => notFound('Тайлан олдсонгүй.');

/** Draft, scheduled, published or unpublished (lib/publishing/schedule.ts). */
export const reportState = publishStateOf({ published: reports.status, publish_at: reports.publish_at, unpublish_at: reports.unpublish_at });

export const reportListSpec = defineList({ id: reports.id, shape: { page: pageParam, limit: limitParam(5) }, rows: 'reports', file: 'reports' }, {
  title: { sql: reports.title, kind: 'text', label: 'Гарчиг' },
  title_en: { sql: reports.title_en, kind: 'text', label: 'Title' },
  pdf: { sql: reports.pdf, kind: 'text', label: 'PDF' },
  created_at: { sql: reports.created_at, kind: 'date', label: 'Огноо' },
  state: { sql: reportState, kind: 'enum', values: PUBLISH_STATES, label: 'Төлөв' },
  publish_at: { sql: reports.publish_at, kind: 'date', label: 'Нийтлэх хугацаа' },
});

/** The grid's rows: every status, with its state, and the times in Ulaanbaatar wall time as the edit form takes them. */
export async function listReports(db: Db, { page, limit }: { page: number; limit: number }, list?: ListSql) {
  const [rows, total] = await Promise.all([
    db
      .select({ ...getTableColumns(reports), state: reportState })
      .from(reports)
      .where(list?.where)
      .orderBy(...orderOr(list, [desc(reports.created_at), desc(reports.id)]))
      .limit(limit)
      .offset((page - 1) * limit),
    db.$count(reports, list?.where),
  ]);
  const formTimes = (r: (typeof rows)[number]) => ({ ...r, publish_at: r.publish_at && ubMinute(r.publish_at), unpublish_at: r.unpublish_at && ubMinute(r.unpublish_at) });
  return { reports: rows.map(formTimes), total, totalPages: totalPages(total, limit) };
}

export async function insertReport(db: Db, { image, pdf, ...fields }: ReportInsert) {
  const [report] = await withUploads(async (store) =>
    db
      .insert(reports)
      .values({ ...fields, image: await store(image, IMAGE_UPLOAD), pdf: await store(pdf, PDF_UPLOAD) })
      .returning(),
  );
  return report;
}

export async function updateReport(db: Db, { id, image, pdf, ...fields }: ReportUpdate) {
  const [previous] = await db.select().from(reports).where(eq(reports.id, id));
  if (!previous) throw missing();
  const report = await withUploads(async (store) => {
    const files = {
      image: image ? await store(image, IMAGE_UPLOAD) : previous.image,
      pdf: pdf ? await store(pdf, PDF_UPLOAD) : previous.pdf,
    };
    const [row] = await db.update(reports).set({ ...fields, ...files }).where(eq(reports.id, id)).returning();
    if (!row) throw missing();
    return row;
  });
  await removeReplaced(previous.image, report.image);
  await removeReplaced(previous.pdf, report.pdf);
  return report;
}

export async function deleteReport(db: Db, id: number) {
  const [report] = await db.delete(reports).where(eq(reports.id, id)).returning();
  if (!report) throw missing();
  await Promise.all([removeStored(report.image), removeStored(report.pdf)]);
  invalidate(TAGS.reports);
  return report;
}
