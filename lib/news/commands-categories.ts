import { and, asc, count, eq, max, ne } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/db/client';
import { categories, news, staticPages } from './schema';
import { badRequest, conflict, notFound } from '@/lib/api/errors';
import { normalizedPageType, type PageType } from './menu-form';

export type MenuValues = {
  category: string;
  category_en: string;
  pid: number | null;
  category_status: boolean;
  page_type: PageType | null;
  category_level: 1 | 2 | 3;
};

/** Every menu, active or not, in tree-friendly order. */
export function listMenusForAdmin(db: Db) {
  return db.select().from(categories).orderBy(asc(categories.category_level), asc(categories.sequence), asc(categories.cid));
}

async function menuByCid(db: Db | Tx, cid: number) {
  const [row] = await db.select().from(categories).where(eq(categories.cid, cid)).limit(1);
  return row;
}

/** A sub menu hangs under a menu exactly one level up; a main menu has no parent. */
async function checkedParent(db: Db | Tx, values: MenuValues, selfCid?: number): Promise<number | null> {
  if (values.category_level === 1) return null;
  if (!values.pid || values.pid === selfCid) throw badRequest('Эцэг цэс буруу байна.');
  const parent = await menuByCid(db, values.pid);
  if (!parent || parent.category_level !== values.category_level - 1) throw badRequest('Эцэг цэс буруу байна.');
  if (parent.page_type === 'news') throw badRequest('Мэдээний цэс дэд цэсгүй.');
  return parent.cid;
}

export async function insertMenu(db: Db, values: MenuValues) {
  return db.transaction(async (tx) => {
    const pid = await checkedParent(tx, values);
    const [{ last }] = await tx.select({ last: max(categories.sequence) }).from(categories);
    const [row] = await tx
      .insert(categories)
      .values({ ...values, pid, page_type: normalizedPageType(values.category_level, values.page_type), sequence: (last ?? 0) + 1 })
      .returning();
    return row;
  });
}

export async function updateMenu(db: Db, cid: number, values: MenuValues) {
  return db.transaction(async (tx) => {
    const current = await menuByCid(tx, cid);
    if (!current) throw notFound('Цэс олдсонгүй.');
    const pid = await checkedParent(tx, values, cid);
    const pageType = normalizedPageType(values.category_level, values.page_type);
    const [{ children }] = await tx.select({ children: count() }).from(categories).where(eq(categories.pid, cid));
    if (children > 0 && values.category_level !== current.category_level) throw conflict('Дэд цэстэй цэсийн түвшинг өөрчлөх боломжгүй.');
    if (children > 0 && pageType === 'news') throw conflict('Дэд цэстэй цэсийг мэдээний цэс болгох боломжгүй.');
    if (current.page_type === 'news' && pageType !== 'news') {
      const [{ items }] = await tx.select({ items: count() }).from(news).where(eq(news.category_cid, cid));
      if (items > 0) throw conflict('Энэ цэсэд мэдээ бүртгэлтэй тул хуудасны төрлийг өөрчлөх боломжгүй.');
    }
    const [row] = await tx
      .update(categories)
      .set({ ...values, pid, page_type: pageType })
      .where(eq(categories.cid, cid))
      .returning();
    return row;
  });
}

/** Deletes a menu and its static page text; a menu with sub menus or news stays. */
export async function deleteMenu(db: Db, cid: number) {
  return db.transaction(async (tx) => {
    const current = await menuByCid(tx, cid);
    if (!current) throw notFound('Цэс олдсонгүй.');
    const [{ children }] = await tx.select({ children: count() }).from(categories).where(and(eq(categories.pid, cid), ne(categories.cid, cid)));
    if (children > 0) throw conflict('Дэд цэстэй цэсийг устгах боломжгүй. Эхлээд дэд цэсийг устгана уу.');
    const [{ items }] = await tx.select({ items: count() }).from(news).where(eq(news.category_cid, cid));
    if (items > 0) throw conflict('Энэ цэсэд мэдээ бүртгэлтэй тул устгах боломжгүй.');
    await tx.delete(staticPages).where(eq(staticPages.category_cid, cid));
    await tx.delete(categories).where(eq(categories.cid, cid));
    return current;
  });
}
