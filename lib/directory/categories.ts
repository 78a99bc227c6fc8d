import { asc, eq, or } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import type { Locale } from '@/lib/i18n/routing';
import { ypCategories } from './schema';

export type CategoryRef = { category_code: string; name: string };
export type MainCategory = CategoryRef & { subCategories: CategoryRef[] };

/** Main categories have two-digit codes; the first two digits of a sub-category's code name its main. */
export const isMainCode = (code: string) => code.length === 2;
export const mainOf = (code: string) => code.slice(0, 2);

/** A name in the visitor's language, falling back to Mongolian when the English one is missing. */
export const pickName = (row: { name_mn: string; name_en: string }, lang: Locale) => (lang === 'en' && row.name_en ? row.name_en : row.name_mn);

const allRows = (db: DbOrTx) =>
  db
    .select({ id: ypCategories.id, category_code: ypCategories.category_code, main_code: ypCategories.main_code, name_mn: ypCategories.name_mn, name_en: ypCategories.name_en })
    .from(ypCategories)
    .orderBy(asc(ypCategories.category_code));

/** The category tree in one language: {category_code, name, subCategories}. */
export async function categoryTree(db: DbOrTx, lang: Locale): Promise<MainCategory[]> {
  const rows = await allRows(db);
  return rows
    .filter((r) => isMainCode(r.category_code))
    .map((main) => ({
      category_code: main.category_code,
      name: pickName(main, lang),
      subCategories: rows
        .filter((r) => !isMainCode(r.category_code) && r.main_code === main.category_code)
        .map((sub) => ({ category_code: sub.category_code, name: pickName(sub, lang) })),
    }));
}

/** Sub-categories, all of them or those of one main category. */
export async function subCategories(db: DbOrTx, lang: Locale, main?: string) {
  const rows = await allRows(db);
  return rows
    .filter((r) => !isMainCode(r.category_code) && (!main || r.main_code === main))
    .map((r) => ({ category_code: r.category_code, main_code: r.main_code, name: pickName(r, lang) }));
}

export type FoundCategory = NonNullable<Awaited<ReturnType<typeof findCategory>>>;

/** One category by code with its main category, or null. */
export async function findCategory(db: DbOrTx, { code, lang }: { code: string; lang: Locale }) {
  const rows = await db
    .select()
    .from(ypCategories)
    .where(or(eq(ypCategories.category_code, code), eq(ypCategories.category_code, mainOf(code))));
  const category = rows.find((r) => r.category_code === code);
  const main = rows.find((r) => r.category_code === mainOf(code));
  if (!category || !main) return null;
  return {
    category_code: category.category_code,
    name: pickName(category, lang),
    main: { category_code: main.category_code, name: pickName(main, lang) },
  };
}
