import 'server-only';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { TAGS } from '@/lib/cache';
import { cachedRead, perRequestRead } from '@/lib/cache/cached-read';
import type { Locale } from '@/lib/i18n/routing';
import { documentPdfs, minerals, miningVideos, sustainableMining } from './schema';

export type DocumentPdf = { id: number; title: string; title_en: string; pdf: string };
export type Mineral = { id: number; title: string; image: string };
export type MiningVideo = { id: number; title: string; title_en: string; video: string };
export type SustainableItem = { id: number; title: string; posters: string[]; pdf: string };

export function listDocuments(db: DbOrTx): Promise<DocumentPdf[]> {
  return db.select({ id: documentPdfs.id, title: documentPdfs.title, title_en: documentPdfs.title_en, pdf: documentPdfs.pdf }).from(documentPdfs).orderBy(desc(documentPdfs.created_at), desc(documentPdfs.id));
}

export async function listMinerals(db: DbOrTx, p: { lang: Locale }): Promise<Mineral[]> {
  const rows = await db.select().from(minerals).orderBy(asc(minerals.id));
  return rows.map((m) => ({ id: m.id, title: p.lang === 'en' ? m.title_en || m.title : m.title, image: m.image }));
}

export function listVideos(db: DbOrTx): Promise<MiningVideo[]> {
  return db.select({ id: miningVideos.id, title: miningVideos.title, title_en: miningVideos.title_en, video: miningVideos.video }).from(miningVideos).orderBy(desc(miningVideos.created_at), desc(miningVideos.id));
}

/** Sustainable-mining items are written per language; drafts only in an editor's preview (`drafts`, issue 24.1). */
export function listSustainableMining(db: DbOrTx, p: { lang: Locale; drafts?: boolean }): Promise<SustainableItem[]> {
  return db
    .select({ id: sustainableMining.id, title: sustainableMining.title, posters: sustainableMining.posters, pdf: sustainableMining.pdf })
    .from(sustainableMining)
    .where(and(eq(sustainableMining.language, p.lang), p.drafts ? undefined : eq(sustainableMining.status, true)))
    .orderBy(desc(sustainableMining.created_at), desc(sustainableMining.id));
}

/** A stored PDF and the title it is saved under. */
export type PdfSource = { pdf: string; title: string };

export async function findDocumentPdf(db: DbOrTx, p: { id: number; lang: Locale }): Promise<PdfSource | null> {
  const [row] = await db.select().from(documentPdfs).where(eq(documentPdfs.id, p.id));
  return row ? { pdf: row.pdf, title: p.lang === 'en' ? row.title_en || row.title : row.title } : null;
}

export async function findSustainablePdf(db: DbOrTx, p: { id: number }): Promise<PdfSource | null> {
  const [row] = await db.select({ pdf: sustainableMining.pdf, title: sustainableMining.title }).from(sustainableMining).where(and(eq(sustainableMining.id, p.id), eq(sustainableMining.status, true)));
  return row ?? null;
}

export const getDocuments = cachedRead(listDocuments, 'mm-documents', [TAGS.files]);
export const getMinerals = cachedRead(listMinerals, 'mm-minerals', [TAGS.files]);
export const getVideos = cachedRead(listVideos, 'mm-videos', [TAGS.files]);
export const getSustainableMining = cachedRead((db, p: { lang: Locale }) => listSustainableMining(db, p), 'mm-sustainable-mining', [TAGS.files]);
/** An editor's preview of page 26: drafts too, read on every request and kept nowhere. */
export const getSustainableMiningPreview = perRequestRead((db, p: { lang: Locale }) => listSustainableMining(db, { ...p, drafts: true }));
