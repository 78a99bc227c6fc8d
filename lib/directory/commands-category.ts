import 'server-only';
import { and, eq, like, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { invalidate, TAGS } from '@/lib/cache';
import { badRequest, conflict, notFound } from '@/lib/api/errors';
import { ypCategories } from './schema';

/** Back-office writes on directory categories. */

/**
 * POST /insert/category: a new sub-category of a main category. Its code is the main code followed by the
 * next free two-digit number (0101, 0102, …); two saves racing for one code end in a 409, never a duplicate.
 */
export async function insertCategory(db: Db, input: { mainCategory: string; nameMn: string; nameEn: string }) {
  const [main] = await db.select({ id: ypCategories.id }).from(ypCategories).where(eq(ypCategories.category_code, input.mainCategory));
  if (!main) throw badRequest('Үндсэн ангилал олдсонгүй.');
  const [{ last }] = await db
    .select({ last: sql<number>`coalesce(max(substring(${ypCategories.category_code} from 3 for 2)::int), 0)` })
    .from(ypCategories)
    .where(and(eq(ypCategories.main_code, input.mainCategory), like(ypCategories.category_code, '____')));
  const next = Number(last) + 1;
  if (next > 99) throw conflict('Энэ үндсэн ангилалд дэд ангилал нэмэх боломжгүй (99 хүрсэн).');
  const category_code = `${input.mainCategory}${String(next).padStart(2, '0')}`;
  const [category] = await db
    .insert(ypCategories)
    .values({ category_code, main_code: input.mainCategory, name_mn: input.nameMn, name_en: input.nameEn })
    .returning();
  invalidate(TAGS.directory);
  return { category };
}

/** POST /update/category: renames a category in both languages. */
export async function updateCategory(db: Db, input: { id: number; nameMn: string; nameEn: string }) {
  const [category] = await db
    .update(ypCategories)
    .set({ name_mn: input.nameMn, name_en: input.nameEn })
    .where(eq(ypCategories.id, input.id))
    .returning();
  if (!category) throw notFound('Ангилал олдсонгүй.');
  invalidate(TAGS.directory);
  return { category };
}
