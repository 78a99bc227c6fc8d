import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import type { Locale } from '@/lib/i18n/routing';
import { totalPages } from '@/lib/api/params';
import { perRequestRead } from '@/lib/cache/cached-read';
import { nameClose, nameHas, nameRank, nameSimilarity, rowsOf, termKeys, textMatches, withFuzzyMatching, type TermKeys } from './keys';
import { rankedHits } from './ranked';
import { snippetAround, type Mark } from './snippet';
import { companyDate, shownSort, visibleHits, visiblePerson } from './visible';
import { news } from '@/lib/news/schema';
import { visibleIn as newsVisibleIn } from '@/lib/news/queries';
import { reports } from '@/lib/reports/schema';
import { publicNow as reportPublicNow } from '@/lib/reports/queries';

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
 * index-served branch. Public content only: news and reports published and within their publish times (news
 * written in the language), published pages of active menus, approved companies and consultants with a name in
 * the language.
 */
function exactKinds(lang: Locale, q: TermKeys): SQL[] {
  const en = lang === 'en';
  const titleRank = (key: SQL) => sql`case when ${key} like '%' || ${q.likeL} || '%' then 1 else ${TEXT_RANK} end`;
  return [
    sql`select 'news' as type, ${news.id}, case when ${textMatches(news.title_key, q)} then 1 else ${TEXT_RANK} end as rank, ${news.created_at} as sort
        from ${news} where ${newsVisibleIn(lang)} and (${textMatches(news.title_key, q)} or ${textMatches(news.text_key, q)})`,
    sql`select 'page' as type, c.cid as id, ${titleRank(sql`c.title_key`)} as rank, null::timestamptz as sort
        from static_pages p join categories c on c.cid = p.category_cid
        where c.category_status and p.status and (${textMatches(sql`c.title_key`, q)} or ${textMatches(sql`p.text_key`, q)})`,
    sql`select 'report' as type, ${reports.id}, 1 as rank, ${reports.created_at} as sort
        from ${reports} where ${reportPublicNow} and ${textMatches(reports.title_key, q)}`,
    sql`select 'document' as type, d.id, 1 as rank, d.created_at as sort
        from document_pdfs d where ${textMatches(sql`d.title_key`, q)}`,
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
    sql`select 'news' as type, ${news.id}, word_similarity(${q.l}, ${news.title_key}) as sim, ${news.created_at} as sort
        from ${news} where ${newsVisibleIn(lang)} and ${q.l} <% ${news.title_key}`,
    sql`select 'company' as type, g.id, g.value as sim, v.created_at as sort from ${visibleHits(companyDate, lang, 'max', sql`
          select k.company_id as id, ${nameSimilarity(names('k'), q)} as value from company_translations k where ${nameClose(names('k'), q)} and ${shownSort(lang, 'k')} is not null`)}`,
    sql`select 'consultant' as type, g.id, g.value as sim, v.created_at as sort from ${visibleHits(visiblePerson, lang, 'max', sql`
          select k.person_id as id, ${nameSimilarity(names('k'), q)} as value from person_translations k where ${nameClose(names('k'), q)}`)}`,
    sql`select 'session' as type, s.id, word_similarity(${q.l}, s.title_key) as sim, ${sessionStart} as sort
        from ${sessionsWithDays} where ${q.l} <% s.title_key`,
  ];
}

/** What a result shows, per kind, for the ids of one page: (type, id, title, body, url, date). */
function shown(lang: Locale, ids: Record<SiteKind, number[]>): SQL[] {
  const en = lang === 'en';
  const of = (kind: SiteKind, select: SQL, idColumn: string) =>
    ids[kind].length ? [sql`${select} and ${sql.raw(idColumn)} in (${sql.join(ids[kind].map((id) => sql`${id}`), sql`, `)})`] : [];
  return [
    ...of('news', sql`select 'news' as type, n.id, ${sql.raw(en ? 'n.title_en' : 'n.title')} as title,
        ${sql.raw(en ? "n.summary_en || ' ' || n.text_en" : "n.summary || ' ' || n.text")} as body, '/mm/detail/' || n.id as url, n.created_at as date
        from news n where true`, 'n.id'),
    ...of('page', sql`select 'page' as type, c.cid, ${sql.raw(en ? "coalesce(nullif(c.category_en, ''), c.category)" : 'c.category')},
        ${sql.raw(en ? 'p.text_en' : 'p.text')}, '/mm/page/' || c.cid, null::timestamptz
        from static_pages p join categories c on c.cid = p.category_cid where true`, 'c.cid'),
    ...of('report', sql`select 'report' as type, r.id, ${sql.raw(en ? "coalesce(nullif(r.title_en, ''), r.title)" : 'r.title')}, '', '/mm/report=1', r.created_at
        from reports r where true`, 'r.id'),
    ...of('document', sql`select 'document' as type, d.id, d.title, '', '/mm/page/20', d.created_at from document_pdfs d where true`, 'd.id'),
    ...of('company', sql`select 'company' as type, c.id, t.name, t.about_company, '/yp/company/' || c.id, c.created_at
        from companies c join company_translations t on t.company_id = c.id and t.lang = ${lang} where true`, 'c.id'),
    ...of('consultant', sql`select 'consultant' as type, p.id, t.name, t.profession || '. ' || t.advice_range, '/yp/category/0403', p.created_at
        from persons p join person_translations t on t.person_id = p.id and t.lang = ${lang} where true`, 'p.id'),
    // A session's title and description in the page's language, else in the other (as its page shows them).
    ...of('session', sql`select 'session' as type, s.id,
        ${sql.raw(en ? "coalesce(nullif(s.title_en, ''), s.title_mn)" : "coalesce(nullif(s.title_mn, ''), s.title_en)")},
        ${sql.raw(en ? "coalesce(nullif(s.description_en, ''), s.description_mn)" : "coalesce(nullif(s.description_mn, ''), s.description_en)")},
        '/mw/sessions/' || s.id, ${sessionStart} from ${sessionsWithDays} where true`, 's.id'),
  ];
}

type Hit = { type: SiteKind; id: number };
type Row = Hit & { title: string; body: string; url: string; date: Date | string | null; title_at: number; body_at: number; term_length: number };

/**
 * One search over the association site, the directory and the conference: news, menu and project pages, reports,
 * documents, companies, consultants and programme sessions, best matches first (titles and names before texts, typos last), newest first within.
 * The hits are found, counted and paged in one statement (lib/search/ranked.ts); the page's texts are read after.
 */
export async function searchSite(db: DbOrTx, p: { term: string; lang: Locale; page: number; limit: number }): Promise<SitePage> {
  const q = termKeys(p.term);
  const { hits, rows } = await withFuzzyMatching(db, async (tx) => {
    const found = await rankedHits<Hit>(
      tx,
      { key: 'type, id', exact: sql.join(exactKinds(p.lang, q), sql` union all `), close: sql.join(closeKinds(p.lang, q), sql` union all `), within: sql`${kindOrder}, sort desc nulls last` },
      p,
    );
    const ids = Object.fromEntries(SITE_KINDS.map((k) => [k, found.hits.filter((h) => h.type === k).map((h) => h.id)])) as Record<SiteKind, number[]>;
    const read = found.hits.length
      ? rowsOf<Row>(
          await tx.execute(sql`
            select type, id, title, mn_plain(body) as body, url, date,
              strpos(mn_fold(mn_plain(title)), ${q.c}) as title_at, strpos(mn_fold(mn_plain(body)), ${q.c}) as body_at, length(${q.c}) as term_length
            from (${sql.join(shown(p.lang, ids), sql` union all `)}) page(type, id, title, body, url, date)`),
        )
      : [];
    return { hits: found, rows: read };
  });
  const byHit = new Map(rows.map((r) => [`${r.type}:${r.id}`, r]));
  return {
    results: hits.hits.flatMap((h) => {
      const r = byHit.get(`${h.type}:${h.id}`);
      if (!r) return [];
      const snippet = snippetAround(r.body, r.body_at, r.term_length);
      return [{
        type: r.type,
        id: r.id,
        title: r.title.normalize('NFC'),
        snippet: snippet.text,
        titleMarks: r.title_at > 0 ? [[r.title_at - 1, r.term_length] as Mark] : [],
        snippetMarks: snippet.marks,
        url: r.url,
        date: r.date === null ? null : new Date(r.date).toISOString(),
      }];
    }),
    total: hits.total,
    totalPages: totalPages(hits.total, p.limit),
  };
}

export const siteSearch = perRequestRead(searchSite);
