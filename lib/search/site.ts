import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import type { Locale } from '@/lib/i18n/routing';
import { totalPages } from '@/lib/api/params';
import { perRequestRead } from '@/lib/cache/cached-read';
import { CLOSE_RANK, nameMatches, nameRank, rowsOf, termKeys, textMatches, withFuzzyMatching, type TermKeys } from './keys';
import { snippetAround, type Mark } from './snippet';

/** The kinds a site search finds, in the order the results page groups them. */
export const SITE_KINDS = ['news', 'page', 'report', 'document', 'company', 'consultant'] as const;
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

/**
 * One select per kind, each giving (type, id, title, body, url, date, rank) for what the term finds in it.
 * Published content only: news that are on and written in the language, approved companies and consultants.
 */
function kinds(lang: Locale, q: TermKeys): SQL[] {
  const en = lang === 'en';
  const titleRank = (key: SQL) => sql`case when ${key} like '%' || ${q.likeL} || '%' then 1 else ${TEXT_RANK} end`;
  const newsTitle = sql.raw(en ? 'n.title_en' : 'n.title');
  const names = (t: string) => ({ key: sql.raw(`${t}.name_key`), latin: sql.raw(`${t}.name_latin`) });
  return [
    sql`select 'news' as type, n.id, ${newsTitle} as title, ${sql.raw(en ? "n.summary_en || ' ' || n.text_en" : "n.summary || ' ' || n.text")} as body,
          '/mm/detail/' || n.id as url, n.created_at as date,
          case when n.title_key like '%' || ${q.likeL} || '%' then 1 when n.text_key like '%' || ${q.likeL} || '%' then ${TEXT_RANK} else ${CLOSE_RANK} end as rank
        from news n
        where n.news_status and ${newsTitle} <> ''
          and (n.title_key like '%' || ${q.likeL} || '%' or ${q.l} <% n.title_key or n.text_key like '%' || ${q.likeL} || '%')`,
    sql`select 'page' as type, c.cid as id, ${sql.raw(en ? "coalesce(nullif(c.category_en, ''), c.category)" : 'c.category')} as title,
          ${sql.raw(en ? 'p.text_en' : 'p.text')} as body, '/mm/page/' || c.cid as url, null::timestamptz as date,
          ${titleRank(sql`mn_text_key(c.category || ' ' || c.category_en)`)} as rank
        from static_pages p join categories c on c.cid = p.category_cid
        where c.category_status and ${textMatches(sql`mn_text_key(c.category || ' ' || c.category_en || ' ' || p.text || ' ' || p.text_en)`, q)}`,
    sql`select 'report' as type, r.id, ${sql.raw(en ? "coalesce(nullif(r.title_en, ''), r.title)" : 'r.title')} as title, '' as body,
          '/mm/report=1' as url, r.created_at as date, 1 as rank
        from reports r where ${textMatches(sql`mn_text_key(r.title || ' ' || r.title_en)`, q)}`,
    sql`select 'document' as type, d.id, d.title, '' as body, '/mm/page/20' as url, d.created_at as date, 1 as rank
        from document_pdfs d where ${textMatches(sql`mn_text_key(d.title)`, q)}`,
    sql`select 'company' as type, c.id, t.name as title, t.about_company as body, '/yp/company/' || c.id as url, c.created_at as date,
          min(case when ${nameMatches(names('k'), q)} then ${nameRank(names('k'), q)} else ${TEXT_RANK} end) as rank
        from companies c
        join company_translations t on t.company_id = c.id and t.lang = ${lang}
        join company_translations k on k.company_id = c.id
        where c.approval and (${nameMatches(names('k'), q)} or (k.lang = ${lang} and ${textMatches(sql`k.about_key`, q)}))
        group by c.id, t.name, t.about_company`,
    sql`select 'consultant' as type, p.id, t.name as title, t.profession || '. ' || t.advice_range as body,
          '/yp/category/0403' as url, p.created_at as date, min(${nameRank(names('k'), q)}) as rank
        from persons p
        join person_translations t on t.person_id = p.id and t.lang = ${lang}
        join person_translations k on k.person_id = p.id
        where p.approval and ${nameMatches(names('k'), q)}
        group by p.id, t.name, t.profession, t.advice_range`,
  ];
}

type Row = { type: SiteKind; id: number; title: string; body: string; url: string; date: Date | string | null; total: number; title_at: number; body_at: number; term_length: number };

/**
 * One search over the association site and the directory: news, menu and project pages, reports, documents,
 * companies and consultants, best matches first (titles and names before texts, typos last), newest first within.
 */
export async function searchSite(db: DbOrTx, p: { term: string; lang: Locale; page: number; limit: number }): Promise<SitePage> {
  const q = termKeys(p.term);
  const rows = await withFuzzyMatching(db, async (tx) =>
    rowsOf<Row>(
      await tx.execute(sql`
        with found as (${sql.join(kinds(p.lang, q), sql` union all `)}),
        page as (
          select *, count(*) over () as total from found
          order by rank, ${kindOrder}, date desc nulls last, id
          limit ${p.limit} offset ${(p.page - 1) * p.limit}
        )
        select type, id, title, mn_plain(body) as body, url, date, total::int as total,
          strpos(mn_fold(mn_plain(title)), ${q.c}) as title_at, strpos(mn_fold(mn_plain(body)), ${q.c}) as body_at,
          length(${q.c}) as term_length
        from page order by rank, ${kindOrder}, date desc nulls last, id`),
    ),
  );
  const total = rows[0]?.total ?? 0;
  return {
    results: rows.map((r) => {
      const snippet = snippetAround(r.body, r.body_at, r.term_length);
      return {
        type: r.type,
        id: r.id,
        title: r.title.normalize('NFC'),
        snippet: snippet.text,
        titleMarks: r.title_at > 0 ? [[r.title_at - 1, r.term_length]] : [],
        snippetMarks: snippet.marks,
        url: r.url,
        date: r.date === null ? null : new Date(r.date).toISOString(),
      };
    }),
    total,
    totalPages: totalPages(total, p.limit),
  };
}

export const siteSearch = perRequestRead(searchSite);
