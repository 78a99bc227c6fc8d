import 'server-only';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { notFound } from '@/lib/api/errors';
import { invalidate, TAGS } from '@/lib/cache';
import { removeStored } from '@/lib/storage';
import { documentPdfs } from './schema';
import { defineList } from '@/lib/api/list-route';
import { orderOr, type ListSql } from '@/lib/api/list-query';
import { PDF_UPLOAD, withUploads } from './stored-uploads';

/** Back-office reads and writes of the PDF guideline documents shown on /mm/page/20. Reads are uncached. */
const missing = () => notFound('Файл олдсонгүй.');

export const documentListSpec = defineList({ id: documentPdfs.id, shape: {}, rows: 'document', file: 'documents' }, {
  title: { sql: documentPdfs.title, kind: 'text', label: 'Гарчиг' },
  title_en: { sql: documentPdfs.title_en, kind: 'text', label: 'Гарчиг (англи)' },
  pdf: { sql: documentPdfs.pdf, kind: 'text', label: 'PDF' },
  created_at: { sql: documentPdfs.created_at, kind: 'date', label: 'Огноо' },
});

export function listDocuments(db: Db, list?: ListSql) {
  return db
    .select()
    .from(documentPdfs)
    .where(list?.where)
    .orderBy(...orderOr(list, [desc(documentPdfs.created_at), desc(documentPdfs.id)]));
}

export async function insertDocument(db: Db, input: { title: string; title_en: string; pdf: File }) {
  const [document] = await withUploads(async (store) =>
    db.insert(documentPdfs).values({ title: input.title, title_en: input.title_en, pdf: await store(input.pdf, PDF_UPLOAD) }).returning(),
  );
  invalidate(TAGS.files);
  return document;
}

export async function renameDocument(db: Db, input: { id: number; title: string; title_en: string }) {
  const [document] = await db.update(documentPdfs).set({ title: input.title, title_en: input.title_en }).where(eq(documentPdfs.id, input.id)).returning();
  if (!document) throw missing();
  invalidate(TAGS.files);
  return document;
}

export async function deleteDocument(db: Db, id: number) {
  const [document] = await db.delete(documentPdfs).where(eq(documentPdfs.id, id)).returning();
  if (!document) throw missing();
  await removeStored(document.pdf);
  invalidate(TAGS.files);
  return document;
}
