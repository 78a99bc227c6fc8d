import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/lib/db/client';
import { seedDatabase } from '@/lib/db/seed';
import { directoryPages } from '@/lib/directory/queries';
import { getBanners } from '@/lib/site/queries';
import { getCategoryCounts, getNewsByCategory, getNewsSearch } from '@/lib/news/queries';
import { queriesOf } from '../support/count-queries';

/**
 * Issue 23.1: the per-request pages must not read the database once per row. Budgets are the queries of
 * one render's reads on the demo data (outside Next every cached read runs, so this is the cold render):
 * a list and its count in one query, the cards' contacts and categories in the same query.
 */
beforeAll(async () => {
  await seedDatabase(await getDb());
}, 120_000);

describe('queries per render of the main per-request pages', () => {
  it('a category page N: the category, its tree, banners and one query for the page of cards with contacts, categories and count', async () => {
    const queries = await queriesOf(async () => {
      const category = await directoryPages.category({ code: '0101', lang: 'mn' });
      expect(category).not.toBeNull();
      const [, , page] = await Promise.all([
        directoryPages.categoryTree('mn'),
        getBanners({ site: 'yp' }),
        directoryPages.companiesByCategory({ category_code: '0101', lang: 'mn', page: 2, limit: 20 }),
      ]);
      expect(page.companies.length).toBeGreaterThan(0);
      expect(page.companies.some((c) => c.phones.length > 0 && c.all_categories.length > 0)).toBe(true);
    });
    expect(queries.length, queries.join('\n\n')).toBeLessThanOrEqual(5);
  });

  it('the directory search: the same number of queries for 20 hits as for one', async () => {
    const many = await queriesOf(() => directoryPages.searchCompanies({ term: 'а', lang: 'mn', page: 1, limit: 20 }));
    const one = await queriesOf(() => directoryPages.searchCompanies({ term: 'а', lang: 'mn', page: 1, limit: 1 }));
    expect(many.length).toBe(one.length);
    expect(many.length, many.join('\n\n')).toBeLessThanOrEqual(6);
  });

  it('a news list (blog category N, search): the page and its count in at most two queries, the menu counts in one', async () => {
    const [cid] = (await getCategoryCounts({ type: 'news' })).map((c) => c.cid);
    expect(await queriesOf(() => getNewsByCategory({ category: cid, page: 2, limit: 9, lang: 'mn' }))).toHaveLength(2);
    expect((await queriesOf(() => getNewsSearch({ term: 'уул', page: 1, limit: 9, lang: 'mn' }))).length).toBeLessThanOrEqual(3);
    expect(await queriesOf(() => getCategoryCounts({ type: 'news', lang: 'mn' }))).toHaveLength(1);
  });
});
