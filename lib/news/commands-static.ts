import { and, eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { invalidate, TAGS } from '@/lib/cache';
import type { Versioned } from '@/lib/publishing/versions';
import { categories, staticPages } from './schema';
import { badRequest, conflict, notFound } from '@/lib/api/errors';
import { sanitizeRichText } from '@/lib/security/sanitize';
import { isBlankRichText } from './news-form';
import type { z } from 'zod';
import type { staticInsertBody } from './validators-admin';

export const STATIC_EMPTY = 'Хуудасны агуулгыг оруулна уу';
const STATIC_MISSING = 'Хуудасны агуулга олдсонгүй.';

/** The menu a static page belongs to and its text (null when none was saved yet). */
export async function staticPageForAdmin(db: Db, cid: number) {
  const [category] = await db
    .select({ cid: categories.cid, category: categories.category, category_en: categories.category_en, page_type: categories.page_type })
    .from(categories)
    .where(eq(categories.cid, cid))
    .limit(1);
  if (!category) throw notFound('Цэс олдсонгүй.');
  const [page] = await db.select().from(staticPages).where(eq(staticPages.category_cid, cid)).limit(1);
  return { static: page ?? null, category };
}

type StaticValues = z.output<typeof staticInsertBody>;

function cleaned({ category_cid: _cid, id: _id, ...values }: StaticValues & { id?: number }) {
  const text = sanitizeRichText(values.text);
  const text_en = sanitizeRichText(values.text_en);
  if (isBlankRichText(text) && isBlankRichText(text_en)) throw badRequest(STATIC_EMPTY);
  return { ...values, text, text_en };
}

export async function insertStaticPage(db: Db, values: StaticValues) {
  await staticPageForAdmin(db, values.category_cid);
  const [existing] = await db.select({ id: staticPages.id }).from(staticPages).where(eq(staticPages.category_cid, values.category_cid));
  if (existing) throw conflict('Энэ хуудасны агуулга аль хэдийн бүртгэгдсэн байна.', { id: existing.id });
  const [row] = await db.insert(staticPages).values({ category_cid: values.category_cid, ...cleaned(values) }).returning();
  return row!;
}

export async function updateStaticPage(db: Db, id: number, values: StaticValues) {
  const [row] = await db
    .update(staticPages)
    .set(cleaned(values))
    .where(and(eq(staticPages.id, id), eq(staticPages.category_cid, values.category_cid)))
    .returning();
  if (!row) throw notFound(STATIC_MISSING);
  return row;
}

type StaticRow = typeof staticPages.$inferSelect;

/** Static page versions (lib/publishing/versions.ts): both texts, status and search-engine texts. */
export const staticVersioned: Versioned<StaticRow> = {
  kind: 'static-data',
  key: 'static',
  fields: ['text', 'text_en', 'status', 'meta_title', 'meta_title_en', 'meta_description', 'meta_description_en'],
  missing: STATIC_MISSING,
  load: async (db, id) => (await db.select().from(staticPages).where(eq(staticPages.id, id)).limit(1))[0],
  apply: async (db, before, values) => (await db.update(staticPages).set(values).where(eq(staticPages.id, before.id)).returning())[0]!,
  saved: () => invalidate(TAGS.staticPages),
};
