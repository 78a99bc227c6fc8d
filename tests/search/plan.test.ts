import { describe, expect, it } from 'vitest';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { Logger } from 'drizzle-orm/logger';
import { sql } from 'drizzle-orm';
import { getDb, type Db } from '@/lib/db/client';
import { searchCompanies } from '@/lib/directory/queries';
import { rowsOf } from '@/lib/search/keys';
import { useTemporaryDataDir } from '../directory/fixtures';

useTemporaryDataDir();

/**
 * A cheap guard of the plan that makes search fast at 100,000 companies (bench: scripts/bench/directory-search.ts
 * times it): the names are found through their trigram indexes, and visibility and order come from the matched
 * name rows, so the statement reads the companies table only for the cards of the page. A small test database would be scanned whatever
 * the indexes, so sequential scans are priced out: what is checked is that the indexes can serve the query.
 */
async function planOfCompanySearch(term: string): Promise<string> {
  const db = await getDb();
  const captured: { query: string; params: unknown[] }[] = [];
  const logger: Logger = { logQuery: (query, params) => captured.push({ query, params }) };
  const client = (db as unknown as { $client: unknown }).$client;
  const logged = (process.env.TEST_DATABASE_URL
    ? drizzlePg(client as never, { logger })
    : drizzlePglite(client as never, { logger })) as unknown as Db;
  await searchCompanies(logged, { lang: 'mn', term, page: 1, limit: 36 });
  const statement = captured.find((c) => c.query.includes('hits as materialized'))!;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('enable_seqscan', 'off', true), set_config('pg_trgm.word_similarity_threshold', '0.4', true)`);
    const explained = sql.raw(`explain ${statement.query.replace(/\$(\d+)/g, (_, n) => literal(statement.params[Number(n) - 1]))}`);
    return rowsOf<{ 'QUERY PLAN': string }>(await tx.execute(explained)).map((r) => r['QUERY PLAN']).join('\n');
  });
}

/** A parameter written into the statement, for EXPLAIN (numbers as they are, text quoted). */
const literal = (v: unknown) => (typeof v === 'number' ? String(v) : `'${String(v).replace(/'/g, "''")}'`);

describe('the company search plan', () => {
  it('finds names through both trigram indexes and reads the companies table only for the cards of the page', async () => {
    const plan = await planOfCompanySearch('толгой');
    expect(plan).toMatch(/company_translations_name_latin_trgm/);
    expect(plan).toMatch(/company_translations_name_key_trgm/);
    // The companies table is read for the page's cards only (companyCard, one lookup by key per card), never
    // to find, check or order the hits.
    const companyReads = plan.split('\n').filter((line) => /on companies\b/.test(line));
    expect(companyReads.length).toBeGreaterThan(0);
    for (const line of companyReads) expect(line).toMatch(/Index Scan using companies_pkey on companies\b/);
    expect(plan.slice(0, plan.indexOf('companies_pkey'))).toMatch(/CTE hits[\s\S]*Limit/);
  });
});
