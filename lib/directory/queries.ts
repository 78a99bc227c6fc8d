import 'server-only';
import { publicNow } from '@/lib/news/schedule';
import { and, asc, count, desc, eq, exists, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import type { Locale } from '@/lib/i18n/routing';
import { TAGS } from '@/lib/cache';
import { cachedRead, perRequestRead } from '@/lib/cache/cached-read';
import { totalPages } from '@/lib/api/params';
import { news } from '@/lib/news/schema';
import { companies, companyCategories, companyContacts, companyTranslations, persons, personTranslations, ypCategories } from './schema';
import { publishedCompany, publishedPerson } from './published';
import { categoryTree, findCategory, isMainCode, mainOf, pickName } from './categories';
import { companyCard, groupContacts, toCard, type CardRow } from './company-cards';
import { alphabetical, nameClose, nameHas, nameRank, nameSimilarity, rowsOf, termKeys, textMatches, withFuzzyMatching } from '@/lib/search/keys';
import { inOrderOf, rankedHits, type HitSources } from '@/lib/search/ranked';
import { shownSort, visibleHits, visiblePerson } from '@/lib/search/visible';

/** Public reads of the directory. Every one of them shows only published entries (published.ts). */

type Paging = { page: number; limit: number };
const offset = ({ page, limit }: Paging) => (page - 1) * limit;

const nameIn = (lang: Locale) => and(eq(companyTranslations.company_id, companies.id), eq(companyTranslations.lang, lang));
const belongsTo = (db: DbOrTx, code: string) =>
  exists(
    db
      .select({ one: sql`1` })
      .from(companyCategories)
      .innerJoin(ypCategories, eq(ypCategories.id, companyCategories.category_id))
      .where(
        and(
          eq(companyCategories.company_id, companies.id),
          isMainCode(code) ? eq(ypCategories.main_code, code) : eq(ypCategories.category_code, code),
        ),
      ),
  );

const NAMES = { key: sql`t.name_key`, latin: sql`t.name_latin` };

/**
 * Companies a term finds: by any of their names (either language, either script), then by the about text in the
 * visitor's language (4), then by the name of a category they are in (5); names only close to it (typos) when
 * those are few. Each condition is its own branch, served by its own index (lib/search/ranked.ts); the name row
 * a branch finds says whether its company is visible and where it sorts (lib/search/visible.ts shownSort).
 */
function companySources(lang: Locale, term: string): HitSources {
  const q = termKeys(term);
  const sort = shownSort(lang, 't');
  return {
    key: 'id',
    exact: sql`select t.company_id as id, ${nameRank(NAMES, q)} as rank, ${sort} as sort from company_translations t where ${nameHas(NAMES, q)} and ${sort} is not null
      union all
      select t.company_id, 4, ${sort} from company_translations t where t.lang = ${lang} and ${textMatches(sql`t.about_key`, q)} and ${sort} is not null
      union all
      select t.company_id, 5, ${sort} from ${companyCategories} cc
        join ${ypCategories} c on c.id = cc.category_id join ${ypCategories} m on m.category_code = c.main_code
        join company_translations t on t.company_id = cc.company_id and t.lang = ${lang}
        where (${textMatches(sql`c.name_key`, q)} or ${textMatches(sql`m.name_key`, q)}) and ${sort} is not null`,
    close: sql`select t.company_id as id, ${nameSimilarity(NAMES, q)} as sim, ${sort} as sort
      from company_translations t where ${nameClose(NAMES, q)} and ${sort} is not null`,
    within: sql`sort collate "C"`,
  };
}

function personSources(lang: Locale, term: string): HitSources {
  const q = termKeys(term);
  return {
    key: 'id',
    exact: sql`select g.id, g.value as rank, v.name_sort as sort from ${visibleHits(visiblePerson, lang, 'min', sql`
        select t.person_id as id, ${nameRank(NAMES, q)} as value from person_translations t where ${nameHas(NAMES, q)}`)}`,
    close: sql`select g.id, g.value as sim, v.name_sort as sort from ${visibleHits(visiblePerson, lang, 'max', sql`
        select t.person_id as id, ${nameSimilarity(NAMES, q)} as value from person_translations t where ${nameClose(NAMES, q)}`)}`,
    within: sql`sort collate "C"`,
  };
}

/**
 * A page of published company cards matching `where`, in Mongolian alphabetical order, and their total: the page's
 * ids found by name order with the count of all matches, each joined to its card (companyCard) in the same statement.
 */
async function companyCards(db: DbOrTx, lang: Locale, where: SQL | undefined, paging: Paging) {
  const filter = and(publishedCompany, where);
  const ids = db
    .select({ id: companies.id, name_sort: companyTranslations.name_sort, total: sql<number>`count(*) over ()`.as('total') })
    .from(companies)
    .innerJoin(companyTranslations, nameIn(lang))
    .where(filter)
    .orderBy(alphabetical(companyTranslations.name_sort), asc(companies.id))
    .limit(paging.limit)
    .offset(offset(paging));
  const rows = rowsOf<CardRow & { total: number | string }>(
    await db.execute(sql`select p.id, p.total, v.* from (${ids}) p cross join ${companyCard(lang, sql`p.id`)} v order by ${alphabetical(sql`p.name_sort`)}, p.id`),
  );
  // The count rides on the page's rows; past the last page there is no row to carry it, and only then is it counted alone.
  const total = rows.length
    ? Number(rows[0].total)
    : paging.page > 1
      ? (await db.select({ total: count() }).from(companies).innerJoin(companyTranslations, nameIn(lang)).where(filter))[0].total
      : 0;
  return { companies: rows.map(({ total: _, ...r }) => toCard(r, lang)), total, totalPages: totalPages(total, paging.limit) };
}
export type CompanyCard = ReturnType<typeof toCard>;

export async function companiesByCategory(db: DbOrTx, q: Paging & { lang: Locale; category_code: string }) {
  const category = await findCategory(db, { code: q.category_code, lang: q.lang });
  if (!category) return { companies: [], total: 0, totalPages: 1, category_name: null, category: null };
  const page = await companyCards(db, q.lang, belongsTo(db, q.category_code), q);
  return { ...page, category_name: category.name, category };
}

/**
 * The directory search (what it matches: README "Search"); the trigram indexes on the keys serve it. One statement
 * finds, counts and pages the hits and reads their cards (BEGIN, the search's settings, it, COMMIT).
 */
export function searchCompanies(db: DbOrTx, q: Paging & { lang: Locale; term: string }) {
  return withFuzzyMatching(db, async (tx) => {
    const { hits, total } = await rankedHits<CardRow>(tx, { ...companySources(q.lang, q.term), shown: companyCard(q.lang, sql`p.id`) }, q);
    return { companies: hits.map((r) => toCard(r, q.lang)), total, totalPages: totalPages(total, q.limit) };
  });
}

/** "NULL" in advice_range counts as empty (spec §3). */
const cleanAdvice = (s: string) => (s.trim().toUpperCase() === 'NULL' ? '' : s);

const consultantColumns = {
  id: persons.id,
  phone_number: persons.phone_number,
  name: personTranslations.name,
  profession: personTranslations.profession,
  advice_range: personTranslations.advice_range,
};
const consultantJoin = (lang: Locale) => and(eq(personTranslations.person_id, persons.id), eq(personTranslations.lang, lang));
type ConsultantDbRow = { id: number; phone_number: string; name: string; profession: string; advice_range: string };
const consultantPage = (rows: ConsultantDbRow[], total: number, limit: number) => ({
  consultants: rows.map((r) => ({ ...r, advice_range: cleanAdvice(r.advice_range) })),
  total,
  totalPages: totalPages(total, limit),
});

async function consultantRows(db: DbOrTx, lang: Locale, paging: Paging) {
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(consultantColumns)
      .from(persons)
      .innerJoin(personTranslations, consultantJoin(lang))
      .where(publishedPerson)
      .orderBy(alphabetical(personTranslations.name_sort), asc(persons.id))
      .limit(paging.limit)
      .offset(offset(paging)),
    db.select({ total: count() }).from(persons).innerJoin(personTranslations, consultantJoin(lang)).where(publishedPerson),
  ]);
  return consultantPage(rows, total, paging.limit);
}
export type ConsultantRow = Awaited<ReturnType<typeof consultantRows>>['consultants'][number];

export const consultantsPage = (db: DbOrTx, q: Paging & { lang: Locale }) => consultantRows(db, q.lang, q);
export const searchConsultants = (db: DbOrTx, q: Paging & { lang: Locale; term: string }) =>
  withFuzzyMatching(db, async (tx) => {
    const { hits, total } = await rankedHits<{ id: number }>(tx, personSources(q.lang, q.term), q);
    const ids = hits.map((h) => h.id);
    const rows = ids.length ? await tx.select(consultantColumns).from(persons).innerJoin(personTranslations, consultantJoin(q.lang)).where(inArray(persons.id, ids)) : [];
    return consultantPage(inOrderOf(ids, rows), total, q.limit);
  });

/** One published company with everything its page shows, or null (missing or not approved). */
export async function companyDetail(db: DbOrTx, q: { lang: Locale; id: number }) {
  const [company] = await db
    .select({ id: companies.id, registration_number: companies.registration_number, logo: companies.logo, status: companies.status })
    .from(companies)
    .where(and(publishedCompany, eq(companies.id, q.id)));
  if (!company) return null;
  const [translations, contactRows, categoryRows] = await Promise.all([
    db.select().from(companyTranslations).where(eq(companyTranslations.company_id, q.id)),
    db.select().from(companyContacts).where(eq(companyContacts.company_id, q.id)).orderBy(asc(companyContacts.id)),
    db
      .select({ code: ypCategories.category_code, name_mn: ypCategories.name_mn, name_en: ypCategories.name_en })
      .from(companyCategories)
      .innerJoin(ypCategories, eq(ypCategories.id, companyCategories.category_id))
      .where(eq(companyCategories.company_id, q.id))
      .orderBy(asc(ypCategories.category_code)),
  ]);
  const inLang = (lang: Locale) => translations.find((t) => t.lang === lang);
  const own = inLang(q.lang) ?? inLang('mn') ?? translations[0];
  const mains = await mainCategoryNames(db, categoryRows.map((r) => mainOf(r.code)), q.lang);
  const all_categories = categoryRows.map((r) => ({ code: r.code, name: pickName(r, q.lang), main_code: mainOf(r.code), main_name: mains.get(mainOf(r.code)) ?? '' }));
  const first = all_categories[0];
  return {
    ...company,
    name: own?.name ?? '',
    company_name: inLang('mn')?.name ?? own?.name ?? '',
    address: own?.address ?? '',
    location: own?.location ?? '',
    about_company: own?.about_company ?? '',
    translations: {
      name: { mn: inLang('mn')?.name ?? '', en: inLang('en')?.name ?? '' },
      address: { mn: inLang('mn')?.address ?? '', en: inLang('en')?.address ?? '' },
      logo: company.logo,
    },
    all_categories,
    main_category: first ? { category_code: first.main_code, name: first.main_name } : null,
    ...groupContacts(contactRows),
  };
}
export type CompanyDetail = NonNullable<Awaited<ReturnType<typeof companyDetail>>>;

async function mainCategoryNames(db: DbOrTx, codes: string[], lang: Locale) {
  if (codes.length === 0) return new Map<string, string>();
  const rows = await db
    .select()
    .from(ypCategories)
    .where(or(...[...new Set(codes)].map((c) => eq(ypCategories.category_code, c))));
  return new Map(rows.map((r) => [r.category_code, pickName(r, lang)]));
}

/** The directory news block: published association news marked for the directory (yellow_book), newest first. */
export async function directoryNews(db: DbOrTx, q: { lang: Locale; limit?: number }) {
  const rows = await db
    .select({ id: news.id, image: news.image, title: news.title, title_en: news.title_en, summary: news.summary, summary_en: news.summary_en, created_at: news.created_at })
    .from(news)
    .where(and(eq(news.yellow_book, true), publicNow))
    .orderBy(desc(news.created_at), desc(news.id))
    .limit(q.limit ?? 4);
  return rows.map((r) => ({
    id: r.id,
    image: r.image,
    title: q.lang === 'en' && r.title_en ? r.title_en : r.title,
    summary: q.lang === 'en' && r.summary_en ? r.summary_en : r.summary,
    created_at: r.created_at.toISOString(),
  }));
}
export type DirectoryNewsItem = Awaited<ReturnType<typeof directoryNews>>[number];

/** Ids and registration dates of the published companies, for the sitemap. */
export async function publishedCompanyIds(db: DbOrTx) {
  const rows = await db.select({ id: companies.id, created_at: companies.created_at }).from(companies).where(publishedCompany).orderBy(asc(companies.id));
  return rows.map((r) => ({ id: r.id, created_at: r.created_at.toISOString() }));
}

// ── Cached readers for the pages and the public API (an admin write expires them) ──
export const directoryPages = {
  categoryTree: cachedRead(categoryTree, 'yp-category-tree', [TAGS.directory]),
  category: cachedRead(findCategory, 'yp-category', [TAGS.directory]),
  companiesByCategory: cachedRead(companiesByCategory, 'yp-companies-by-category', [TAGS.directory]),
  consultants: cachedRead(consultantsPage, 'yp-consultants', [TAGS.directory]),
  searchCompanies: perRequestRead(searchCompanies),
  searchConsultants: perRequestRead(searchConsultants),
  company: cachedRead(companyDetail, 'yp-company', [TAGS.directory]),
  news: cachedRead(directoryNews, 'yp-news', [TAGS.news]),
  sitemapCompanies: cachedRead(publishedCompanyIds, 'yp-sitemap-companies', [TAGS.directory]),
};
