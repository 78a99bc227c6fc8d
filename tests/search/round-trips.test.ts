import { beforeAll, describe, expect, it } from 'vitest';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { Logger } from 'drizzle-orm/logger';
import { getDb, type Db } from '@/lib/db/client';
import { companiesByCategory, searchCompanies } from '@/lib/directory/queries';
import { addCompany, seedCategories, useTemporaryDataDir } from '../directory/fixtures';

useTemporaryDataDir();

/**
 * At 100,000 companies each round trip of a search costs as much as a part of finding the hits (bench/REPORT.md),
 * so a directory search is its settings and one statement that finds, counts and pages the hits and reads their
 * cards with contacts and categories (besides the transaction's BEGIN and COMMIT).
 */
async function statementsOf(read: (db: Db) => Promise<unknown>) {
  const db = await getDb();
  const sent: string[] = [];
  const logger: Logger = { logQuery: (query) => sent.push(query) };
  const client = (db as unknown as { $client: unknown }).$client;
  const logged = (process.env.TEST_DATABASE_URL ? drizzlePg(client as never, { logger }) : drizzlePglite(client as never, { logger })) as unknown as Db;
  await read(logged);
  return sent.filter((q) => !/^\s*(begin|commit)\b/i.test(q));
}

let id: number;
beforeAll(async () => {
  await seedCategories();
  id = await addCompany({
    nameMn: 'ТОЛГОЙ ТРЕЙД',
    nameEn: 'TOLGOI TRADE',
    emails: ['a@tolgoi.mn', 'b@tolgoi.mn'],
    phones: ['70001111'],
    websites: ['https://tolgoi.mn'],
    categories: [{ mainCategory: '01', subCategory: '0102' }, { mainCategory: '01', subCategory: '0101' }],
  });
  await addCompany({ nameMn: 'ХАД ТОЛГОЙ', nameEn: 'ROCK HEAD', registrationNumber: '5261032' });
});

describe('a directory search', () => {
  it('sends its settings and one statement', async () => {
    const sent = await statementsOf((db) => searchCompanies(db, { lang: 'mn', term: 'толгой', page: 1, limit: 36 }));
    expect(sent).toHaveLength(2);
    expect(sent[0]).toMatch(/set_config\('pg_trgm.word_similarity_threshold'/);
    expect(sent[1]).toMatch(/hits as materialized/);
  });

  it('shows each company with the card its category page shows: contacts in their lists, categories in code order', async () => {
    for (const lang of ['mn', 'en'] as const) {
      const found = await searchCompanies(await getDb(), { lang, term: 'tolgoi', page: 1, limit: 36 });
      const listed = await companiesByCategory(await getDb(), { lang, category_code: '0102', page: 1, limit: 36 });
      const card = found.companies.find((c) => c.id === id)!;
      expect(card).toEqual(listed.companies.find((c) => c.id === id));
      expect(card).toMatchObject({
        company_name: 'ТОЛГОЙ ТРЕЙД',
        emails: ['a@tolgoi.mn', 'b@tolgoi.mn'],
        phones: ['70001111'],
        faxes: [],
        websites: ['https://tolgoi.mn'],
        all_categories: [{ code: '0101', name: lang === 'en' ? 'Coal' : 'Нүүрс' }, { code: '0102', name: lang === 'en' ? 'Gold' : 'Алт' }],
      });
    }
  });

  it('a search that finds nothing is one statement too, and an empty page', async () => {
    const sent = await statementsOf((db) => searchCompanies(db, { lang: 'mn', term: 'зэсийн хүдэр', page: 1, limit: 36 }));
    expect(sent).toHaveLength(2);
    expect(await searchCompanies(await getDb(), { lang: 'mn', term: 'зэсийн хүдэр', page: 1, limit: 36 })).toEqual({ companies: [], total: 0, totalPages: 1 });
  });
});
