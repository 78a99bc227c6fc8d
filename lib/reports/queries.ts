import 'server-only';
import { and, count, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { TAGS } from '@/lib/cache';
import { cachedRead, perRequestRead } from '@/lib/cache/cached-read';
import { publicNowOf } from '@/lib/publishing/schedule';
import { totalPages } from '@/lib/api/params';
import type { Locale } from '@/lib/i18n/routing';
import { reports } from './schema';

export const REPORT_PAGE_SIZE = 6;
export type ReportCard = { id: number; title: string; image: string; pdf: string; created_at: string };

const pickTitle = (r: { title: string; title_en: string }, lang: Locale) => (lang === 'en' ? r.title_en || r.title : r.title);

/** A report is public now: published and within its publish times (issue 24.2). */
export const publicNow = publicNowOf({ published: reports.status, publish_at: reports.publish_at, unpublish_at: reports.unpublish_at });

/** Reports newest first, titled in the reader's language. `drafts`: an editor's preview, unpublished reports too. */
export async function listReports(db: DbOrTx, p: { lang: Locale; page: number; limit: number; drafts?: boolean }) {
  const where = p.drafts ? undefined : publicNow;
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(reports)
      .where(where)
      .orderBy(desc(reports.created_at), desc(reports.id))
      .limit(p.limit)
      .offset((p.page - 1) * p.limit),
    db.select({ total: count() }).from(reports).where(where),
  ]);
  const total = counted?.total ?? 0;
  const cards: ReportCard[] = rows.map((r) => ({ id: r.id, title: pickTitle(r, p.lang), image: r.image, pdf: r.pdf, created_at: r.created_at.toISOString() }));
  return { reports: cards, totalPages: totalPages(total, p.limit), total };
}

export async function findReportPdf(db: DbOrTx, p: { id: number; lang: Locale }): Promise<{ pdf: string; title: string } | null> {
  const [row] = await db.select().from(reports).where(and(eq(reports.id, p.id), publicNow));
  return row ? { pdf: row.pdf, title: pickTitle(row, p.lang) } : null;
}

/** Every report for the sitemap. */
export async function listReportsForSitemap(db: DbOrTx) {
  const rows = await db.select({ id: reports.id, pdf: reports.pdf, created_at: reports.created_at }).from(reports).where(publicNow).orderBy(desc(reports.created_at));
  return rows.map((r) => ({ ...r, created_at: r.created_at.toISOString() }));
}

export const getReports = cachedRead((db, p: { lang: Locale; page: number; limit: number }) => listReports(db, p), 'mm-reports', [TAGS.reports]);
/** An editor's preview: drafts and scheduled reports too, read on every request and kept nowhere (issue 24.1). */
export const getReportsPreview = perRequestRead((db, p: { lang: Locale; page: number; limit: number }) => listReports(db, { ...p, drafts: true }));
export const getReportsForSitemap = cachedRead(listReportsForSitemap, 'mm-reports-sitemap', [TAGS.reports]);
