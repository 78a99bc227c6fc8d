import { reports } from '@/lib/reports/schema';
import type { Tx } from '@/lib/db/client';
import { REPORTS, seedFiles } from './assets';
import { insertRows } from './insert';

/** Reports with a cover image and a PDF, dated in the spring after the year they cover. */
export async function seedReports(tx: Tx) {
  await insertRows(
    tx,
    reports,
    REPORTS.map((report, i) => ({
      title: report.mn,
      title_en: report.en,
      image: seedFiles.reportImage(i),
      pdf: seedFiles.reportPdf(i),
      created_at: new Date(Date.UTC(report.year + 1, 2 + (i % 3), 10 + i, 2)),
    })),
  );
}
