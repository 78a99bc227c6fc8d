import { sql, type SQL, type AnyColumn } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { normalizeTerm } from './terms';

/**
 * How a query meets the stored search keys. The folding itself lives in the database, in the SQL functions of
 * migration 0004_mongolian_search (mn_fold, mn_latin, mn_text_key, mn_sort_key): generated columns store the
 * keys of every name and text, and the query is folded by the same functions here, so the two cannot drift.
 *
 *  - name_key:   the Cyrillic fold (lower case, ө→о ү→у ё→е й→и, Latin look-alikes inside Cyrillic words made Cyrillic)
 *  - name_latin: its Latin key (х→h, ж→j, ц→ts …; kh→h, u→o merged), the same for Latin typed text
 *  - text keys:  the Latin key of longer texts (about texts, news bodies, category names)
 */

/** Below this word similarity a name no longer counts as a match (pg_trgm's default 0.6 misses one-letter typos). */
export const FUZZY_THRESHOLD = '0.4';

const escapeLike = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The folded forms of a term, as SQL: c (Cyrillic fold), l (Latin key), and both LIKE-escaped. */
export function termKeys(term: string) {
  const t = normalizeTerm(term);
  const escaped = escapeLike(t);
  return {
    c: sql`mn_fold(${t})`,
    l: sql`mn_latin(mn_fold(${t}))`,
    likeC: sql`mn_fold(${escaped})`,
    likeL: sql`mn_latin(mn_fold(${escaped}))`,
  };
}
export type TermKeys = ReturnType<typeof termKeys>;

type Keyed = { key: AnyColumn | SQL; latin: AnyColumn | SQL };

/**
 * A name contains the term in either script. The two LIKEs on one table become a BitmapOr of their GIN trigram
 * indexes; the typo condition (`nameClose`) is kept out of this OR on purpose, since with it the planners fall
 * back to scoring every name (lib/search/ranked.ts runs it separately, and only when real matches are few).
 */
export function nameHas({ key, latin }: Keyed, q: TermKeys): SQL {
  return sql`(${latin} like '%' || ${q.likeL} || '%' or ${key} like '%' || ${q.likeC} || '%')`;
}

/** A name contains the term in either script (no typo tolerance: the back office's name filters). */
export const nameContains = (names: Keyed, term: string): SQL => nameHas(names, termKeys(term));

/**
 * A name is close to the term (pg_trgm word similarity, a typo away): served by the same GIN indexes. Written in
 * the operator form the index answers (`name %> term`, the same test as `term <% name`): PostgreSQL then
 * rechecks the OR once instead of rechecking it and filtering by it again, and word similarity is what costs.
 */
export function nameClose({ key, latin }: Keyed, q: TermKeys): SQL {
  return sql`(${latin} %> ${q.l} or ${key} %> ${q.c})`;
}

/** The rank of a name that is only close to the term (a typo): after every real match, ordered by `nameSimilarity`. */
export const CLOSE_RANK = 9;

/**
 * How well a matching name matches, best first: 0 the whole name, 1 its beginning, 2 the beginning of a word,
 * 3 anywhere inside, CLOSE_RANK only close (a typo). Ranks 4 to 8 are left for other kinds of match (texts).
 */
export function nameRank({ key, latin }: Keyed, q: TermKeys): SQL<number> {
  return sql<number>`case
    when ${key} = ${q.c} or ${latin} = ${q.l} then 0
    when ${key} like ${q.likeC} || '%' or ${latin} like ${q.likeL} || '%' then 1
    when ' ' || ${key} like '% ' || ${q.likeC} || '%' or ' ' || ${latin} like '% ' || ${q.likeL} || '%' then 2
    when ${key} like '%' || ${q.likeC} || '%' or ${latin} like '%' || ${q.likeL} || '%' then 3
    else ${sql.raw(String(CLOSE_RANK))} end`;
}

export function nameSimilarity({ key, latin }: Keyed, q: TermKeys): SQL<number> {
  return sql<number>`greatest(word_similarity(${q.c}, ${key}), word_similarity(${q.l}, ${latin}))`;
}

/** A longer text (its mn_text_key column) contains the term, in either script. */
export function textMatches(textKey: AnyColumn | SQL, q: TermKeys): SQL {
  return sql`${textKey} like '%' || ${q.likeL} || '%'`;
}

/** Mongolian alphabetical order of a name_sort column (mn_sort_key): compared by code point. */
export const alphabetical = (sortKey: AnyColumn | SQL) => sql`${sortKey} collate "C"`;

/**
 * Runs a search with the typo-tolerant similarity threshold, set for this transaction only, and without parallel
 * workers: a search takes milliseconds through its indexes, and with workers PostgreSQL would rather scan every
 * name in parallel (measured at 100,000 companies: 150 ms against 20 ms), taking the cores other requests need.
 */
export function withFuzzyMatching<R>(db: DbOrTx, read: (tx: DbOrTx) => Promise<R>): Promise<R> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('pg_trgm.word_similarity_threshold', ${FUZZY_THRESHOLD}, true),
      set_config('max_parallel_workers_per_gather', '0', true)`);
    return read(tx);
  });
}

/** The rows of db.execute, whichever driver answered (node-postgres and PGlite both put them in `rows`). */
export function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
}
