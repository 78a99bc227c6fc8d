import 'server-only';
import { and, asc, count, desc, eq, gte, inArray, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { TAGS } from '@/lib/cache';
import { cachedRead, perRequestRead } from '@/lib/cache/cached-read';
import { totalPages } from '@/lib/api/params';
import type { Locale } from '@/lib/i18n/routing';
import { monthLabel, ubMonthBounds } from '@/lib/site/ulaanbaatar-time';
import { categories, news, staticPages } from './schema';
import { RECENT_NEWS_COUNT } from './constants';
import { publicNow } from './schedule';
import { seoText } from '@/lib/publishing/fields';
import { sanitizeRichText } from '@/lib/security/sanitize';
import { termKeys, textMatches, withFuzzyMatching } from '@/lib/search/keys';
import { inOrderOf, rankedHits } from '@/lib/search/ranked';

export type NewsCard = {
  id: number;
  title: string;
  summary: string;
  image: string;
  publisher: string;
  category_cid: number;
  created_at: string;
};
export type NewsDetail = NewsCard & {
  text: string;
  /** The search-engine title and description in the page's language: the editor's, else the title and the summary. */
  metaTitle: string;
  metaDescription: string;
  category: string | null;
  updated_at: string;
  /** The languages the item is written in: only these have a page, an hreflang alternate and a sitemap entry. */
  languages: Locale[];
};
export type NewsPage = { news: NewsCard[]; totalPages: number; total: number };
export type Paging = { page: number; limit: number };
export type CategoryCount = { cid: number; category: string; category_en: string; news_count: number; page_type: string | null };
export type ArchiveMonth = { created_at: string; date: string };

/** A published item that has content in the reader's language (an item may be written in one language only). */
export function visibleIn(lang: Locale): SQL {
  return and(publicNow, lang === 'en' ? ne(news.title_en, '') : ne(news.title, ''))!;
}

function cardColumns(lang: Locale) {
  return {
    id: news.id,
    title: lang === 'en' ? news.title_en : news.title,
    summary: lang === 'en' ? news.summary_en : news.summary,
    image: news.image,
    publisher: news.publisher,
    category_cid: news.category_cid,
    created_at: news.created_at,
  };
}

type CardRow = Omit<NewsCard, 'created_at'> & { created_at: Date };
const toCard = (row: CardRow): NewsCard => ({ ...row, created_at: row.created_at.toISOString() });

async function pageOf(db: DbOrTx, where: SQL, lang: Locale, { page, limit }: Paging): Promise<NewsPage> {
  const [rows, [counted]] = await Promise.all([
    db
      .select(cardColumns(lang))
      .from(news)
      .where(where)
      .orderBy(desc(news.created_at), desc(news.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(news).where(where),
  ]);
  const total = counted?.total ?? 0;
  return { news: rows.map(toCard), totalPages: totalPages(total, limit), total };
}

export function listNewsByCategory(db: DbOrTx, p: Paging & { category: number; lang: Locale }) {
  return pageOf(db, and(visibleIn(p.lang), eq(news.category_cid, p.category))!, p.lang, p);
}

/** News created in a Ulaanbaatar calendar month ('YYYY-MM'). */
export function listNewsByMonth(db: DbOrTx, p: Paging & { month: string; lang: Locale }) {
  const { start, end } = ubMonthBounds(p.month);
  return pageOf(db, and(visibleIn(p.lang), gte(news.created_at, start), lt(news.created_at, end))!, p.lang, p);
}

/**
 * Finds a term in the titles, summaries and texts of both languages through their search keys (lib/search/keys.ts):
 * either script, any case, ө/ү/ё/й typed as о/у/е/и, newest first; titles only close to the term (a typo) after
 * them, when real matches are few (lib/search/ranked.ts).
 */
export function searchNews(db: DbOrTx, p: Paging & { term: string; lang: Locale }) {
  const q = termKeys(p.term);
  return withFuzzyMatching(db, async (tx) => {
    const { hits, total } = await rankedHits<{ id: number }>(
      tx,
      {
        key: 'id',
        exact: sql`select ${news.id} as id, 1 as rank, ${news.created_at} as sort from ${news}
          where (${textMatches(news.title_key, q)} or ${textMatches(news.text_key, q)}) and ${visibleIn(p.lang)}`,
        close: sql`select ${news.id} as id, word_similarity(${q.l}, ${news.title_key}) as sim, ${news.created_at} as sort from ${news}
          where ${q.l} <% ${news.title_key} and ${visibleIn(p.lang)}`,
        within: sql`sort desc`,
      },
      p,
    );
    const ids = hits.map((h) => h.id);
    const rows = ids.length ? await tx.select(cardColumns(p.lang)).from(news).where(inArray(news.id, ids)) : [];
    return { news: inOrderOf(ids, rows).map(toCard), totalPages: totalPages(total, p.limit), total };
  });
}

/** Whether an item is written in a language: it has a title there (the rule of the lists and the sitemap too). */
export const writtenIn = (item: { title: string; title_en: string }, lang: Locale) => (lang === 'en' ? item.title_en : item.title) !== '';

/**
 * One published item in a language it is written in; null in a language it lacks, so an English page never
 * shows Mongolian text under lang="en" (issue 18.9). `drafts`: an editor's preview, unpublished items too.
 */
export async function findNews(db: DbOrTx, p: { id: number; lang: Locale; drafts?: boolean }): Promise<NewsDetail | null> {
  const [row] = await db
    .select({ item: news, category: categories.category, category_en: categories.category_en })
    .from(news)
    .leftJoin(categories, eq(categories.cid, news.category_cid))
    .where(and(eq(news.id, p.id), p.drafts ? undefined : publicNow))
    .limit(1);
  if (!row || !writtenIn(row.item, p.lang)) return null;
  const { item } = row;
  const en = p.lang === 'en';
  return {
    id: item.id,
    title: en ? item.title_en : item.title,
    summary: en ? item.summary_en : item.summary,
    text: sanitizeRichText(en ? item.text_en : item.text),
    ...seoText(item, en, { title: en ? item.title_en : item.title, description: en ? item.summary_en : item.summary }),
    image: item.image,
    publisher: item.publisher,
    category_cid: item.category_cid,
    // A category's name is a label: the other language's stands in where one is missing.
    category: row.category === null ? null : en ? row.category_en || row.category : row.category || row.category_en || '',
    created_at: item.created_at.toISOString(),
    updated_at: item.updated_at.toISOString(),
    languages: (['mn', 'en'] as const).filter((lang) => writtenIn(item, lang)),
  };
}

/** The newest published items in a language, of one category when given (the home page, the feeds). */
export async function listRecentNews(db: DbOrTx, p: { lang: Locale; limit?: number; category?: number }): Promise<NewsCard[]> {
  const rows = await db
    .select(cardColumns(p.lang))
    .from(news)
    .where(and(visibleIn(p.lang), p.category === undefined ? undefined : eq(news.category_cid, p.category)))
    .orderBy(desc(news.created_at), desc(news.id))
    .limit(p.limit ?? RECENT_NEWS_COUNT);
  return rows.map(toCard);
}

/**
 * Active menus (of one page type, or all) with their count of published news. With a language, only the news
 * that have content in it are counted, so the counts match what the list shows.
 */
export async function listCategoryCounts(db: DbOrTx, p: { type?: 'news' | 'static'; lang?: Locale }): Promise<CategoryCount[]> {
  const joined = and(eq(news.category_cid, categories.cid), p.lang ? visibleIn(p.lang) : publicNow);
  const rows = await db
    .select({
      cid: categories.cid,
      category: categories.category,
      category_en: categories.category_en,
      page_type: categories.page_type,
      news_count: count(news.id),
    })
    .from(categories)
    .leftJoin(news, joined)
    .where(and(eq(categories.category_status, true), p.type ? eq(categories.page_type, p.type) : undefined))
    .groupBy(categories.cid)
    .orderBy(asc(categories.sequence), asc(categories.cid));
  return rows;
}

/** The months that have news, newest first, labelled in the reader's language. */
export async function listArchiveMonths(db: DbOrTx, p: { lang: Locale }): Promise<ArchiveMonth[]> {
  const month = sql<string>`to_char(${news.created_at} AT TIME ZONE 'Asia/Ulaanbaatar', 'YYYY-MM')`;
  const rows = await db.selectDistinct({ month }).from(news).where(visibleIn(p.lang)).orderBy(desc(month));
  return rows.map(({ month }) => ({ created_at: month, date: monthLabel(month, p.lang) }));
}

export type Menu = { cid: number; label: string; page_type: string | null; level: number; children: Menu[] };

/** The navbar's menus: active categories of levels 1 to 3 as a tree; an inactive parent hides its children. */
export async function listMenus(db: DbOrTx, p: { lang: Locale }): Promise<Menu[]> {
  const rows = await db
    .select()
    .from(categories)
    .where(and(eq(categories.category_status, true), gte(categories.category_level, 1), lt(categories.category_level, 4)))
    .orderBy(asc(categories.sequence), asc(categories.cid));
  const byCid = new Map<number, Menu & { pid: number | null }>();
  for (const row of rows) {
    const label = p.lang === 'en' ? row.category_en || row.category : row.category;
    byCid.set(row.cid, { cid: row.cid, pid: row.pid, label, page_type: row.page_type, level: row.category_level, children: [] });
  }
  const roots: Menu[] = [];
  for (const menu of byCid.values()) {
    if (menu.level === 1 || menu.pid === null) roots.push(menu);
    else byCid.get(menu.pid)?.children.push(menu);
  }
  const strip = ({ cid, label, page_type, level, children }: Menu): Menu => ({ cid, label, page_type, level, children: children.map(strip) });
  return roots.map(strip);
}

export type StaticPage = {
  cid: number;
  title: string;
  text: string;
  page_type: string | null;
  /** The editor's search-engine title and description in the page's language ('' when not set: the page's defaults). */
  metaTitle: string;
  metaDescription: string;
};

/**
 * The text saved for a static menu in the static page editor, in a language (falling back to the other). A
 * draft's text is not public (issue 24.1): the page shows none, except in an editor's preview (`drafts`).
 */
export async function findStaticPage(db: DbOrTx, p: { cid: number; lang: Locale; drafts?: boolean }): Promise<StaticPage | null> {
  const [row] = await db
    .select({ category: categories.category, category_en: categories.category_en, page_type: categories.page_type, saved: staticPages })
    .from(categories)
    .leftJoin(staticPages, eq(staticPages.category_cid, categories.cid))
    .where(and(eq(categories.cid, p.cid), eq(categories.category_status, true)))
    .limit(1);
  if (!row) return null;
  const en = p.lang === 'en';
  const pick = (mn: string | null | undefined, en_: string | null | undefined) => (en ? en_ || mn || '' : mn || en_ || '');
  const saved = row.saved && (row.saved.status || p.drafts) ? row.saved : null;
  return {
    cid: p.cid,
    title: pick(row.category, row.category_en),
    text: sanitizeRichText(pick(saved?.text, saved?.text_en)),
    page_type: row.page_type,
    ...(saved ? seoText(saved, en, { title: '', description: '' }) : { metaTitle: '', metaDescription: '' }),
  };
}

/** Every published news id with its last change, for the sitemap. */
export async function listNewsForSitemap(db: DbOrTx) {
  const rows = await db
    .select({ id: news.id, title: news.title, title_en: news.title_en, updated_at: news.updated_at })
    .from(news)
    .where(publicNow)
    .orderBy(desc(news.created_at));
  return rows.map((row) => ({ ...row, updated_at: row.updated_at.toISOString() }));
}

// Cached, tagged reads for pages and the public API.
const NEWS_TAGS = [TAGS.news, TAGS.categories];
export const getNewsByCategory = cachedRead(listNewsByCategory, 'mm-news-by-category', NEWS_TAGS);
export const getNewsByMonth = cachedRead(listNewsByMonth, 'mm-news-by-month', NEWS_TAGS);
export const getNewsSearch = perRequestRead(searchNews);
export const getNews = cachedRead(findNews, 'mm-news-detail', NEWS_TAGS);
/** An editor's preview: read on every request and kept nowhere (issue 24.1). */
export const getNewsPreview = perRequestRead((db, p: { id: number; lang: Locale }) => findNews(db, { ...p, drafts: true }));
export const getRecentNews = cachedRead(listRecentNews, 'mm-news-recent', NEWS_TAGS);
export const getCategoryCounts = cachedRead(listCategoryCounts, 'mm-category-counts', NEWS_TAGS);
export const getArchiveMonths = cachedRead(listArchiveMonths, 'mm-archive-months', [TAGS.news]);
export const getMenus = cachedRead(listMenus, 'mm-menus', [TAGS.categories]);
export const getStaticPage = cachedRead((db, p: { cid: number; lang: Locale }) => findStaticPage(db, p), 'mm-static-page', [TAGS.staticPages, TAGS.categories]);
/** An editor's preview of a static page: its draft text too, read on every request and kept nowhere (issue 24.1). */
export const getStaticPagePreview = perRequestRead((db, p: { cid: number; lang: Locale }) => findStaticPage(db, { ...p, drafts: true }));
export const getNewsForSitemap = cachedRead(listNewsForSitemap, 'mm-news-sitemap', [TAGS.news]);
