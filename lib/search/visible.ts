import { sql, type SQL } from 'drizzle-orm';
import type { Locale } from '@/lib/i18n/routing';
import { companies, persons } from '@/lib/directory/schema';
import { publishedPerson } from '@/lib/directory/published';

/**
 * Which hits the public may see, and their order, without looking each hit up.
 *
 * Companies: every name row carries the sort key of the company's name in each language while the company is
 * published (shown_sort_mn / shown_sort_en, kept by triggers: migration search_speed), so the row a search
 * matched says itself whether the company is visible in the page's language and where it sorts. Looking up
 * the company and its name for each of thousands of hits was most of a search at 100,000 companies.
 */
export const shownSort = (lang: Locale, alias: string): SQL => sql.raw(`${alias}.shown_sort_${lang === 'en' ? 'en' : 'mn'}`);

/** A lateral row (v) of one hit, looked up by key after the hits are grouped (see visibleHits); none if hidden. */
export type Lookup = (lang: Locale, id: SQL) => SQL;

/**
 * The company's date (its hits are already known to be visible: shownSort). Left for the planner to join as it
 * sees fit: a date is wanted for every company hit of a common word, and PostgreSQL reads them faster in one
 * pass over the companies than by thousands of lookups.
 */
export const companyDate: Lookup = (_lang, id) =>
  sql`lateral (select ${companies.created_at} as created_at from ${companies} where ${companies.id} = ${id})`;

/**
 * A visible consultant (published, with a name in `lang`): its name_sort and date. Consultants are few; `offset 0`
 * keeps it a lookup by key per hit rather than a join to every consultant.
 */
export const visiblePerson: Lookup = (lang, id) =>
  sql`lateral (select t.name_sort, ${persons.created_at} as created_at from ${persons}
    join person_translations t on t.person_id = ${persons.id} and t.lang = ${lang}
    where ${persons.id} = ${id} and ${publishedPerson} offset 0)`;

/**
 * The hits `rows` (id, value) grouped per id first (value aggregated: min of ranks, max of similarities), then
 * joined to their row `v` of `lookup`: each hit is looked up once, however many of its names and texts match.
 * Select `g.id`, `g.value` and columns of `v` from it.
 */
export const visibleHits = (lookup: Lookup, lang: Locale, value: 'min' | 'max', rows: SQL) =>
  sql`(select h.id, ${sql.raw(value)}(h.value) as value from (${rows}) h group by h.id) g cross join ${lookup(lang, sql`g.id`)} v`;
