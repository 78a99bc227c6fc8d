import 'server-only';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { notFound } from '@/lib/api/errors';
import { langParam, limitParam, pageParam, totalPages } from '@/lib/api/params';
import { defineList } from '@/lib/api/list-route';
import { orderOr, type ListSql } from '@/lib/api/list-query';
import { invalidate, TAGS } from '@/lib/cache';
import { removeStored } from '@/lib/storage';
import { sustainableMining } from './schema';
import { planPosters } from './poster-order';
import { IMAGE_UPLOAD, PDF_UPLOAD, removeReplaced, withUploads, type StoreUpload } from './stored-uploads';
import type { MiningForm } from './validators';
import type { Versioned } from '@/lib/publishing/versions';

/** Back-office reads and writes of the sustainable-mining items on /mm/page/26. Reads are uncached. */
const missing = () => notFound('Файл олдсонгүй.');

export const miningListSpec = defineList({ id: sustainableMining.id, shape: { lang: langParam.unwrap().optional(), page: pageParam, limit: limitParam(10) }, rows: 'mining', file: 'sustainable-mining' }, {
  title: { sql: sustainableMining.title, kind: 'text', label: 'Гарчиг' },
  language: { sql: sustainableMining.language, kind: 'enum', values: ['mn', 'en'], label: 'Хэл' },
  status: { sql: sustainableMining.status, kind: 'boolean', label: 'Нийтлэгдсэн' },
  pdf: { sql: sustainableMining.pdf, kind: 'text', label: 'PDF' },
  created_at: { sql: sustainableMining.created_at, kind: 'date', label: 'Огноо' },
});

/** The files newest first; `lang` (the spec's parameter) or the grid's filter.language picks one language, else both. */
export async function listMining(db: Db, { lang, page, limit }: { lang?: 'mn' | 'en'; page: number; limit: number }, list?: ListSql) {
  const where = and(lang ? eq(sustainableMining.language, lang) : undefined, list?.where);
  const [mining, total] = await Promise.all([
    db
      .select()
      .from(sustainableMining)
      .where(where)
      .orderBy(...orderOr(list, [desc(sustainableMining.created_at), desc(sustainableMining.id)]))
      .limit(limit)
      .offset((page - 1) * limit),
    db.$count(sustainableMining, where),
  ]);
  return { mining, total, totalPages: totalPages(total, limit) };
}

/** Stores the uploaded images the plan places and returns the poster URLs in their positions. */
async function storePosters(store: StoreUpload, input: Pick<MiningForm, 'images' | 'imageOrder'>, current: string[]) {
  const slots = planPosters(input.imageOrder, input.images.length, current);
  const posters: string[] = [];
  for (const slot of slots) posters.push('url' in slot ? slot.url : await store(input.images[slot.new], IMAGE_UPLOAD));
  return posters;
}

export async function insertMining(db: Db, input: Omit<MiningForm, 'id' | 'pdf'> & { pdf: File }) {
  const [item] = await withUploads(async (store) => {
    const posters = await storePosters(store, input, []);
    const pdf = await store(input.pdf, PDF_UPLOAD);
    return db.insert(sustainableMining).values({ title: input.title, language: input.language, status: input.status, posters, pdf }).returning();
  });
  invalidate(TAGS.files);
  return item;
}

export async function updateMining(db: Db, input: MiningForm) {
  const [previous] = await db.select().from(sustainableMining).where(eq(sustainableMining.id, input.id));
  if (!previous) throw missing();
  const item = await withUploads(async (store) => {
    const posters = await storePosters(store, input, previous.posters);
    const pdf = input.pdf ? await store(input.pdf, PDF_UPLOAD) : previous.pdf;
    const [updated] = await db
      .update(sustainableMining)
      .set({ title: input.title, language: input.language, status: input.status, posters, pdf })
      .where(eq(sustainableMining.id, input.id))
      .returning();
    if (!updated) throw missing();
    return updated;
  });
  await Promise.all(previous.posters.filter((url) => !item.posters.includes(url)).map((url) => removeStored(url)));
  await removeReplaced(previous.pdf, item.pdf);
  invalidate(TAGS.files);
  return item;
}

export async function deleteMining(db: Db, id: number) {
  const [item] = await db.delete(sustainableMining).where(eq(sustainableMining.id, id)).returning();
  if (!item) throw missing();
  await Promise.all([...item.posters, item.pdf].map((url) => removeStored(url)));
  invalidate(TAGS.files);
  return item;
}

type MiningRow = typeof sustainableMining.$inferSelect;

/** Sustainable-mining versions (lib/publishing/versions.ts): title, language and status; posters and PDF stay as they are. */
export const miningVersioned: Versioned<MiningRow> = {
  kind: 'sustainable-mining',
  key: 'mining',
  fields: ['title', 'language', 'status'],
  missing: 'Файл олдсонгүй.',
  load: async (db, id) => (await db.select().from(sustainableMining).where(eq(sustainableMining.id, id)).limit(1))[0],
  apply: async (db, before, values) => (await db.update(sustainableMining).set(values).where(eq(sustainableMining.id, before.id)).returning())[0]!,
  saved: () => invalidate(TAGS.files),
};
