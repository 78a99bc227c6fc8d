import { and, eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { categories, staticPages } from './schema';
import { badRequest, conflict, notFound } from '@/lib/api/errors';
import { sanitizeRichText } from '@/lib/security/sanitize';
import { isBlankRichText } from './news-form';

export const STATIC_EMPTY = 'Хуудасны агуулгыг оруулна уу';

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

type StaticValues = { category_cid: number; text: string; text_en: string };

function cleaned(values: StaticValues) {
  const text = sanitizeRichText(values.text);
  const text_en = sanitizeRichText(values.text_en);
  if (isBlankRichText(text) && isBlankRichText(text_en)) throw badRequest(STATIC_EMPTY);
  return { text, text_en };
}

export async function insertStaticPage(db: Db, values: StaticValues) {
  await staticPageForAdmin(db, values.category_cid);
  const [existing] = await db.select({ id: staticPages.id }).from(staticPages).where(eq(staticPages.category_cid, values.category_cid));
  if (existing) throw conflict('Энэ хуудасны агуулга аль хэдийн бүртгэгдсэн байна.', { id: existing.id });
  const [row] = await db.insert(staticPages).values({ category_cid: values.category_cid, ...cleaned(values) }).returning();
  return row;
}

export async function updateStaticPage(db: Db, id: number, values: StaticValues) {
  const [row] = await db
    .update(staticPages)
    .set(cleaned(values))
    .where(and(eq(staticPages.id, id), eq(staticPages.category_cid, values.category_cid)))
    .returning();
  if (!row) throw notFound('Хуудасны агуулга олдсонгүй.');
  return row;
}
