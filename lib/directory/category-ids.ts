import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { badRequest } from '@/lib/api/errors';
import { ypCategories } from './schema';
import { mainOf } from './categories';

/**
 * The ids of the chosen sub-categories. Every code must exist as a sub-category, and when the row named a
 * main category the sub-category must belong to it; otherwise the whole request is refused.
 */
export async function subCategoryIds(db: DbOrTx, rows: { subCategory: string; mainCategory?: string }[]): Promise<number[]> {
  const codes = [...new Set(rows.map((r) => r.subCategory))];
  if (codes.length === 0) return [];
  const found = await db.select({ id: ypCategories.id, code: ypCategories.category_code }).from(ypCategories).where(inArray(ypCategories.category_code, codes));
  const byCode = new Map(found.map((r) => [r.code, r.id]));
  for (const row of rows) {
    if (!byCode.has(row.subCategory) || row.subCategory.length !== 4) throw badRequest('Ангилал олдсонгүй.', { category_code: row.subCategory });
    if (row.mainCategory && mainOf(row.subCategory) !== row.mainCategory) throw badRequest('Дэд ангилал үндсэн ангилалдаа хамаарахгүй байна.');
  }
  return codes.map((code) => byCode.get(code)!);
}
