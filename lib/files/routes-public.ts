import { z } from 'zod';
import { route, type Route } from '@/lib/api/table';
import { idParam, langParam } from '@/lib/api/params';
import { notFound } from '@/lib/api/errors';
import type { DbOrTx } from '@/lib/db/client';
import type { Locale } from '@/lib/i18n/routing';
import { findReportPdf } from '@/lib/reports/queries';
import { findDocumentPdf, findSustainablePdf, getDocuments, getMinerals, getSustainableMining, getVideos, type PdfSource } from './queries';
import { pdfDownload } from './pdf-download';

/** The PDFs a visitor can download, each found by kind and id (never by a path from the client). */
const PDF_SOURCES = {
  report: findReportPdf,
  document: findDocumentPdf,
  'sustainable-mining': findSustainablePdf,
} satisfies Record<string, (db: DbOrTx, p: { id: number; lang: Locale }) => Promise<PdfSource | null>>;
export type PdfKind = keyof typeof PDF_SOURCES;

export const filesPublicRoutes: Route[] = [
  route({ method: 'GET', path: '/get/document-pdf', handler: async () => ({ document: await getDocuments() }) }),
  route({ method: 'GET', path: '/get/minerals', query: z.object({ lang: langParam }), handler: async ({ query }) => ({ minerals: await getMinerals(query) }) }),
  route({ method: 'GET', path: '/get/mining-video', handler: async () => ({ video: await getVideos() }) }),
  route({
    method: 'GET',
    path: '/get/sustainable-mining',
    query: z.object({ lang: langParam }),
    handler: async ({ query }) => ({ mining: await getSustainableMining(query) }),
  }),
  route({
    method: 'GET',
    path: '/download/pdf',
    query: z.object({ kind: z.enum(['report', 'document', 'sustainable-mining']), id: idParam, lang: langParam }),
    handler: async ({ db, query }) => {
      const source = await PDF_SOURCES[query.kind](db, query);
      if (!source) throw notFound('Файл олдсонгүй.');
      return pdfDownload(source.pdf, source.title);
    },
  }),
];
