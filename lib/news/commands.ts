import { and, count, desc, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '@/lib/db/client';
import { categories, news } from './schema';
import { badRequest, notFound } from '@/lib/api/errors';
import { sanitizeRichText } from '@/lib/security/sanitize';
import { NEWS_MESSAGES, TRANSLATION_STATES } from './news-form';
import { PUBLISH_STATES } from '@/lib/publishing/states';
import { publishState } from './schedule';
import { newsListShape } from './validators-admin';
import { defineList } from '@/lib/api/list-route';
import { orderOr, type ListSql } from '@/lib/api/list-query';
import { editedTimes, translationState } from './translation-status';

export type NewsValues = {
  title: string;
  title_en: string;
  category_cid: number;
  summary: string;
  summary_en: string;
  text: string;
  text_en: string;
  meta_title: string;
  meta_title_en: string;
  meta_description: string;
  meta_description_en: string;
  publisher: string;
  news_status: boolean;
  yellow_book: boolean;
  publish_at: Date | null;
  unpublish_at: Date | null;
};

const listColumns = {
  id: news.id,
  image: news.image,
  title: news.title,
  title_en: news.title_en,
  category_cid: news.category_cid,
  category: categories.category,
  publisher: news.publisher,
  news_status: news.news_status,
  yellow_book: news.yellow_book,
  created_at: news.created_at,
  updated_at: news.updated_at,
  translation: translationState,
  publish_at: news.publish_at,
  unpublish_at: news.unpublish_at,
  state: publishState,
};

export const newsListSpec = defineList({ id: news.id, shape: newsListShape, rows: 'news', file: 'news' }, {
  title: { sql: news.title, kind: 'text', label: 'Гарчиг' },
  title_en: { sql: news.title_en, kind: 'text', label: 'Title' },
  category: { sql: categories.category, kind: 'text', label: 'Ангилал' },
  category_cid: { sql: news.category_cid, kind: 'number', label: 'Ангиллын дугаар' },
  publisher: { sql: news.publisher, kind: 'text', label: 'Нийтлэгч' },
  news_status: { sql: news.news_status, kind: 'boolean', label: 'Нийтлэгдсэн' },
  yellow_book: { sql: news.yellow_book, kind: 'boolean', label: 'Шар ном' },
  created_at: { sql: news.created_at, kind: 'date', label: 'Огноо' },
  updated_at: { sql: news.updated_at, kind: 'date', label: 'Засварласан' },
  translation: { sql: translationState, kind: 'enum', values: TRANSLATION_STATES, label: 'Англи хувилбар' },
  state: { sql: publishState, kind: 'enum', values: PUBLISH_STATES, label: 'Төлөв' },
  publish_at: { sql: news.publish_at, kind: 'date', label: 'Нийтлэх хугацаа' },
});

/** The admin list: every status, newest first, optionally one category. */
export async function listNewsForAdmin(db: Db, { category, page, limit }: { category: number | 'all'; page: number; limit: number }, list?: ListSql) {
  const where = and(category === 'all' ? undefined : eq(news.category_cid, category), list?.where);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(listColumns)
      .from(news)
      .leftJoin(categories, eq(categories.cid, news.category_cid))
      .where(where)
      .orderBy(...orderOr(list, [desc(news.created_at), desc(news.id)]))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(news).leftJoin(categories, eq(categories.cid, news.category_cid)).where(where),
  ]);
  return { rows, total };
}

export async function newsById(db: DbOrTx, id: number) {
  const [row] = await db.select().from(news).where(eq(news.id, id)).limit(1);
  if (!row) throw notFound('Мэдээ олдсонгүй.');
  return row;
}

/** A news item must sit in an existing menu whose page type is news. */
async function assertNewsCategory(db: DbOrTx, cid: number) {
  const [row] = await db
    .select({ cid: categories.cid })
    .from(categories)
    .where(and(eq(categories.cid, cid), eq(categories.page_type, 'news')))
    .limit(1);
  if (!row) throw badRequest(NEWS_MESSAGES.category);
}

const cleaned = (v: NewsValues) => ({ ...v, text: sanitizeRichText(v.text), text_en: sanitizeRichText(v.text_en) });

export async function insertNews(db: Db, values: NewsValues & { image: string }) {
  await assertNewsCategory(db, values.category_cid);
  const [row] = await db.insert(news).values({ ...cleaned(values), image: values.image }).returning();
  return row;
}

/** Updates a news item; `image` only when a new cover was uploaded. Returns the row before and after. */
export async function updateNews(db: Db, id: number, values: NewsValues & { image?: string }) {
  const before = await newsById(db, id);
  await assertNewsCategory(db, values.category_cid);
  const next = cleaned(values);
  const [after] = await db
    .update(news)
    .set({ ...next, ...(values.image ? { image: values.image } : {}), ...editedTimes(before, next), updated_at: new Date() })
    .where(eq(news.id, id))
    .returning();
  return { before, after };
}

export async function deleteNews(db: Db, id: number) {
  const [row] = await db.delete(news).where(eq(news.id, id)).returning();
  if (!row) throw notFound('Мэдээ олдсонгүй.');
  return row;
}
