import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { CLOSE_RANK, rowsOf } from './keys';

/**
 * Names only close to the term (typos) are looked for when the real matches are fewer than this. A common word
 * has thousands of real matches at scale, and scoring word similarity over them is what made search slow; when
 * there are that many, a typo-close name is noise anyway. A constant, not the page size, so the total a search
 * reports does not depend on the `limit` a client asks for.
 */
export const FEW_MATCHES = 50;

export type HitSources = {
  /** The key columns of a hit, as they are named in `exact` and `close` ('id', or 'type, id' for the site search). */
  key: string;
  /**
   * Rows (key…, rank, sort) of the visible items that really match: each condition its own branch (UNION ALL),
   * so each is served by its own index. An item may come several times (two names, a name and a text).
   */
  exact: SQL;
  /** Rows (key…, sim, sort) of the visible items whose names are only close to the term (pg_trgm `<%`, GIN). */
  close: SQL;
  /** The order within one rank, over the columns `sort` (and the key columns): e.g. sql`sort collate "C"`. */
  within: SQL;
  /**
   * What a hit of the page shows: a lateral row (`lateral (…)`) that names the hit as p (p.id, p.type), e.g.
   * lib/directory/company-cards.ts companyCard. Read in the same statement, so a page costs no further round trip.
   */
  shown?: SQL;
};

export type Paging = { page: number; limit: number };

/**
 * One page of hits and their total, from one statement: the hits are found once (a MATERIALIZED CTE) and both
 * counted and paged from there, and the page's hits joined to what they show (`shown`). Best rank first, then
 * `within`; typo-close names last, closest first.
 */
export async function rankedHits<K extends Record<string, unknown>>(tx: DbOrTx, s: HitSources, { page, limit }: Paging) {
  const key = sql.raw(s.key);
  const order = sql`rank, -sim, ${s.within}, ${key}`;
  const rows = rowsOf<K & { total: number }>(
    await tx.execute(sql`
      with exact as materialized (
        select ${key}, min(rank) as rank, min(sort) as sort from (${s.exact}) e group by ${key}
      ),
      close as materialized (
        select ${key}, max(sim) as sim, min(sort) as sort from (${s.close}) c
        where (select count(*) from exact) < ${FEW_MATCHES} and (${key}) not in (select ${key} from exact)
        group by ${key}
      ),
      hits as materialized (
        select ${key}, rank, 0::real as sim, sort from exact
        union all
        select ${key}, ${sql.raw(String(CLOSE_RANK))}, sim, sort from close
      )
      select n.total, p.*${s.shown ? sql`, v.*` : sql``} from (select count(*)::int as total from hits) n
      left join lateral (select * from hits order by ${order} limit ${limit} offset ${(page - 1) * limit}) p on true
      ${s.shown ? sql`left join ${s.shown} v on true` : sql``}
      order by ${order}`),
  );
  const total = Number(rows[0]?.total ?? 0);
  return { hits: rows.filter((r) => r.rank !== null && r.rank !== undefined) as K[], total };
}

/** Rows read by id, put back in the order the search ranked the ids. */
export function inOrderOf<R extends { id: number }>(ids: number[], rows: R[]): R[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
