import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import type { Locale } from '@/lib/i18n/routing';
import { totalPages } from '@/lib/api/params';
import { perRequestRead } from '@/lib/cache/cached-read';
import { nameClose, nameHas, nameRank, nameSimilarity, termKeys, textMatches, withFuzzyMatching, type TermKeys } from './keys';
import { rankedHits } from './ranked';
import { snippetAround, type Mark } from './snippet';
import { companyDate, shownSort, visibleHits, visiblePerson } from './visible';

/** The kinds a site search finds, in the order the results page groups them. */
export const SITE_KINDS = ['news', 'page', 'report', 'document', 'company', 'consultant', 'session'] as const;
/** Results a page of the site search holds (the API's default limit, the results page's page). */
export const SITE_SEARCH_PAGE_SIZE = 20;
export type SiteKind = (typeof SITE_KINDS)[number];

export type SiteResult = {
  type: SiteKind;
  id: number;
  title: string;
  /** Plain text around the match (or the start of the text). */
  snippet: string;
  /** Where the term stands in the title and in the snippet: [start, length] in characters, for highlighting. */
  titleMarks: Mark[];
  snippetMarks: Mark[];
  url: string;
  date: string | null;
};
export type SitePage = { results: SiteResult[]; total: number; totalPages: number };

const TEXT_RANK = 4;
const kindOrder = sql.raw(`case type ${SITE_KINDS.map((k, i) => `when '${k}' then ${i}`).join(' ')} end`);
const names = (t: string) => ({ key: sql.raw(`${t}.name_key`), latin: sql.raw(`${t}.name_latin`) });
/**
 * A conference session (alias s) with its day (alias ed) and its start as an instant: the programme keeps
 * Ulaanbaatar wall-clock times (UTC+8, no daylight saving; lib/conference/programme-schema.ts).
 */
const sessionsWithDays = sql.raw('sessions s join event_dates ed on ed.id = s.event_date_id');
const sessionStart = sql.raw(`(ed.event_date + s.starts_at - interval '8 hours') at time zone 'UTC'`);

/**
 * What the term really finds, one select per kind giving (type, id, rank, sort = date), each condition its own
 * index-served branch. Published content only: news that are on and written in the language, active pages,
 * approved companies and consultants with a name in the language.
 */
function exactKinds(lang: Locale, q: TermKeys): SQL[] {
  const en = lang === 'en';
  const titleRank = (key: SQL) => sql`case when ${key} like '%' || ${q.likeL} || '%' then 1 else ${TEXT_RANK} end`;
  return [
    sql`select 'news' as type, n.id, case when ${textMatches(sql`n.title_key`, q)} then 1 else ${TEXT_RANK} end as rank, n.created_at as sort
        from news n where n.news_status and ${sql.raw(en ? 'n.title_en' : 'n.title')} <> ''
          and (${textMatches(sql`n.title_key`, q)} or ${textMatches(sql`n.text_key`, q)})`,
    sql`select 'page' as type, c.cid as id, ${titleRank(sql`mn_text_key(c.category || ' ' || c.category_en)`)} as rank, null::timestamptz as sort
        from static_pages p join categories c on c.cid = p.category_cid
        where c.category_status and ${textMatches(sql`mn_text_key(c.category || ' ' || c.category_en || ' ' || p.text || ' ' || p.text_en)`, q)}`,
    sql`select 'report' as type, r.id, 1 as rank, r.created_at as sort
        from reports r where ${textMatches(sql`mn_text_key(r.title || ' ' || r.title_en)`, q)}`,
    sql`select 'document' as type, d.id, 1 as rank, d.created_at as sort
        from document_pdfs d where ${textMatches(sql`mn_text_key(d.title)`, q)}`,
    sql`select 'company' as type, g.id, g.value as rank, v.created_at as sort from ${visibleHits(companyDate, lang, 'min', sql`
          select k.company_id as id, ${nameRank(names('k'), q)} as value from company_translations k where ${nameHas(names('k'), q)} and ${shownSort(lang, 'k')} is not null
          union all
          select k.company_id, ${TEXT_RANK} from company_translations k where k.lang = ${lang} and ${textMatches(sql`k.about_key`, q)} and ${shownSort(lang, 'k')} is not null`)}`,
    sql`select 'consultant' as type, g.id, g.value as rank, v.created_at as sort from ${visibleHits(visiblePerson, lang, 'min', sql`
          select k.person_id as id, ${nameRank(names('k'), q)} as value from person_translations k where ${nameHas(names('k'), q)}`)}`,
    sql`select 'session' as type, s.id, case when ${textMatches(sql`s.title_key`, q)} then 1 else ${TEXT_RANK} end as rank, ${sessionStart} as sort
        from ${sessionsWithDays} where ${textMatches(sql`s.title_key`, q)} or ${textMatches(sql`s.text_key`, q)}`,
  ];
}

/** Titles and names only close to the term (a typo), as (type, id, sim, sort): asked for when real matches are few. */
function closeKinds(lang: Locale, q: TermKeys): SQL[] {
  return [
    sql`select 'news' as type, n.id, word_similarity(${q.l}, n.title_key) as sim, n.created_at as sort
        from news n where n.news_status and ${sql.raw(lang === 'en' ? 'n.title_en' : 'n.title')} <> '' and ${q.l} <% n.title_key`,
    sql`select 'company' as type, g.id, g.value as sim, v.created_at as sort from ${visibleHits(companyDate, lang, 'max', sql`
          select k.company_id as id, ${nameSimilarity(names('k'), q)} as value from company_translations k where ${nameClose(names('k'), q)} and ${shownSort(lang, 'k')} is not null`)}`,
    sql`select 'consultant' as type, g.id, g.value as sim, v.created_at as sort from ${visibleHits(visiblePerson, lang, 'max', sql`
          select k.person_id as id, ${nameSimilarity(names('k'), q)} as value from person_translations k where ${nameClose(names('k'), q)}`)}`,
    sql`select 'session' as type, s.id, word_similarity(${q.l}, s.title_key) as sim, ${sessionStart} as sort
        from ${sessionsWithDays} where ${q.l} <% s.title_key`,
  ];
}

/**
 * What a result shows, per kind: (title, body, url, date) of the page's hit p. Each branch is gated by p.type, so
 * for one hit only its kind's row is looked up, by key.
 */
function shownKinds(lang: Locale): SQL[] {
  const en = lang === 'en';
  const of = (kind: SiteKind, select: SQL, idColumn: string) => sql`${select} where p.type = ${kind} and ${sql.raw(idColumn)} = p.id`;
  return [
    of('news', sql`select ${sql.raw(en ? 'n.title_en' : 'n.title')} as title,
        ${sql.raw(en ? "n.summary_en || ' ' || n.text_en" : "n.summary || ' ' || n.text")} as body, '/mm/detail/' || n.id as url, n.created_at as date
        from news n`, 'n.id'),
    of('page', sql`select ${sql.raw(en ? "coalesce(nullif(c.category_en, ''), c.category)" : 'c.category')},
        ${sql.raw(en ? 'p2.text_en' : 'p2.text')}, '/mm/page/' || c.cid, null::timestamptz
        from static_pages p2 join categories c on c.cid = p2.category_cid`, 'c.cid'),
    of('report', sql`select ${sql.raw(en ? "coalesce(nullif(r.title_en, ''), r.title)" : 'r.title')}, '', '/mm/report=1', r.created_at
        from reports r`, 'r.id'),
    of('document', sql`select d.title, '', '/mm/page/20', d.created_at from document_pdfs d`, 'd.id'),
    of('company', sql`select t.name, t.about_company, '/yp/company/' || c.id, c.created_at
        from companies c join company_translations t on t.company_id = c.id and t.lang = ${lang}`, 'c.id'),
    of('consultant', sql`select t.name, t.profession || '. ' || t.advice_range, '/yp/category/0403', pe.created_at
        from persons pe join person_translations t on t.person_id = pe.id and t.lang = ${lang}`, 'pe.id'),
    // A session's title and description in the page's language, else in the other (as its page shows them).
    of('session', sql`select ${sql.raw(en ? "coalesce(nullif(s.title_en, ''), s.title_mn)" : "coalesce(nullif(s.title_mn, ''), s.title_en)")},
        ${sql.raw(en ? "coalesce(nullif(s.description_en, ''), s.description_mn)" : "coalesce(nullif(s.description_mn, ''), s.description_en)")},
        '/mw/sessions/' || s.id, ${sessionStart} from ${sessionsWithDays}`, 's.id'),
  ];
}

/** A result's texts (HTML taken out) and where the folded term stands in them, as a lateral row of the hit p. */
const shownRow = (lang: Locale, q: TermKeys) => sql`lateral (
  select title, mn_plain(body) as body, url, date,
    strpos(mn_fold(mn_plain(title)), ${q.c}) as title_at, strpos(mn_fold(mn_plain(body)), ${q.c}) as body_at, length(${q.c}) as term_length
  from (${sql.join(shownKinds(lang), sql` union all `)}) shown(title, body, url, date))`;

type Hit = { type: SiteKind; id: number };
type Row = Hit & { title: string; body: string; url: string; date: Date | string | null; title_at: number; body_at: number; term_length: number };

/**
 * One search over the association site, the directory and the conference: news, menu and project pages, reports,
 * documents, companies, consultants and programme sessions, best matches first (titles and names before texts, typos last), newest first within.
 * The hits are found, counted and paged, and the page's texts read, in one statement (lib/search/ranked.ts).
 */
export async function searchSite(db: DbOrTx, p: { term: string; lang: Locale; page: number; limit: number }): Promise<SitePage> {
  const q = termKeys(p.term);
  const found = await withFuzzyMatching(db, (tx) =>
    rankedHits<Row>(
      tx,
      {
        key: 'type, id',
        exact: sql.join(exactKinds(p.lang, q), sql` union all `),
        close: sql.join(closeKinds(p.lang, q), sql` union all `),
        within: sql`${kindOrder}, sort desc nulls last`,
        shown: shownRow(p.lang, q),
      },
      p,
    ),
  );
  return {
    results: found.hits.map((r) => {
      const snippet = snippetAround(r.body, r.body_at, r.term_length);
      return {
        type: r.type,
        id: Number(r.id),
        title: r.title.normalize('NFC'),
        snippet: snippet.text,
        titleMarks: r.title_at > 0 ? [[r.title_at - 1, r.term_length] as Mark] : [],
        snippetMarks: snippet.marks,
        url: r.url,
        date: r.date === null ? null : new Date(r.date).toISOString(),
      };
    }),
    total: found.total,
    totalPages: totalPages(found.total, p.limit),
  };
}
export const siteSearch = perRequestRead(searchSite);
