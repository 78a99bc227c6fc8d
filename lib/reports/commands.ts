import 'server-only';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { notFound } from '@/lib/api/errors';
import { limitParam, pageParam, totalPages } from '@/lib/api/params';
import { defineList } from '@/lib/api/list-route';
import type { ListSql } from '@/lib/api/list-query';
import { listPage } from '@/lib/api/list-page';
import { invalidate, TAGS } from '@/lib/cache';
import { removeStored } from '@/lib/storage';
import { IMAGE_UPLOAD, PDF_UPLOAD, removeReplaced, withUploads } from '@/lib/files/stored-uploads';
import { reports } from './schema';
import type { ReportInsert, ReportUpdate } from './validators';

/** Back-office reads and writes of the reports on /mm/report={page}. Reads are uncached. */
const missing = () => notFound('Тайлан олдсонгүй.');

export const reportListSpec = defineList({ id: reports.id, shape: { page: pageParam, limit: limitParam(5) }, rows: 'reports', file: 'reports' }, {
  title: { sql: reports.title, kind: 'text', label: 'Гарчиг' },
  title_en: { sql: reports.title_en, kind: 'text', label: 'Title' },
  pdf: { sql: reports.pdf, kind: 'text', label: 'PDF' },
  created_at: { sql: reports.created_at, kind: 'date', label: 'Огноо' },
});

export async function listReports(db: Db, { page, limit }: { page: number; limit: number }, list?: ListSql) {
  const { rows, total } = await listPage(db, reports, { page, limit, order: [desc(reports.created_at), desc(reports.id)] }, list);
  return { reports: rows, total, totalPages: totalPages(total, limit) };
}

export async function insertReport(db: Db, { image, pdf, ...fields }: ReportInsert) {
  const [report] = await withUploads(async (store) =>
    db
      .insert(reports)
      .values({ ...fields, image: await store(image, IMAGE_UPLOAD), pdf: await store(pdf, PDF_UPLOAD) })
      .returning(),
  );
  invalidate(TAGS.reports);
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
  invalidate(TAGS.reports);
  return report;
}

export async function deleteReport(db: Db, id: number) {
  const [report] = await db.delete(reports).where(eq(reports.id, id)).returning();
  if (!report) throw missing();
  await Promise.all([removeStored(report.image), removeStored(report.pdf)]);
  invalidate(TAGS.reports);
  return report;
}
