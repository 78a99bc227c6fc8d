import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { companies, companyTranslations } from '@/lib/directory/schema';
import { searchCompanies } from '@/lib/directory/queries';
import { searchSite } from '@/lib/search/site';
import { addCompany, seedCategories, useTemporaryDataDir } from '../directory/fixtures';

useTemporaryDataDir();

/**
 * The search reads visibility and order from the name rows it matches (shown_sort_mn / shown_sort_en, kept by
 * triggers): approving, withdrawing, renaming and removing a name must show in the next search at once.
 */
const names = async (term: string, lang: 'mn' | 'en' = 'mn') =>
  (await searchCompanies(await getDb(), { lang, term, page: 1, limit: 10 })).companies.map((c) => c.name);
const siteIds = async (term: string) =>
  (await searchSite(await getDb(), { lang: 'mn', term, page: 1, limit: 20 })).results.filter((r) => r.type === 'company').map((r) => r.id);

describe('what a search shows follows the company as it changes', () => {
  beforeAll(seedCategories);

  it('a company is found once approved and no longer once withdrawn, in the directory and the site search', async () => {
    const db = await getDb();
    const id = await addCompany({ nameMn: 'ХОНГОРЗУЛ ЭНЕРЖИ', nameEn: 'KHONGORZUL ENERGY', registrationNumber: '7000001' }, false);
    expect(await names('хонгорзул')).toEqual([]);
    await db.update(companies).set({ approval: true }).where(eq(companies.id, id));
    expect(await names('хонгорзул')).toEqual(['ХОНГОРЗУЛ ЭНЕРЖИ']);
    expect(await siteIds('khongorzul')).toEqual([id]);
    await db.update(companies).set({ approval: false }).where(eq(companies.id, id));
    expect(await names('хонгорзул')).toEqual([]);
    expect(await siteIds('khongorzul')).toEqual([]);
  });

  it('a renamed company sorts by its new name, and one without a name in the language is not listed there', async () => {
    const db = await getDb();
    const first = await addCompany({ nameMn: 'АЛТАН ШАРГАЛ ХХК', nameEn: 'SHARGAL ONE', registrationNumber: '7000002' });
    await addCompany({ nameMn: 'БОР ШАРГАЛ ХХК', nameEn: 'SHARGAL TWO', registrationNumber: '7000003' });
    expect(await names('шаргал')).toEqual(['АЛТАН ШАРГАЛ ХХК', 'БОР ШАРГАЛ ХХК']);
    await db.update(companyTranslations).set({ name: 'ЯРУУ ШАРГАЛ ХХК' }).where(and(eq(companyTranslations.company_id, first), eq(companyTranslations.lang, 'mn')));
    expect(await names('шаргал')).toEqual(['БОР ШАРГАЛ ХХК', 'ЯРУУ ШАРГАЛ ХХК']);
    await db.delete(companyTranslations).where(and(eq(companyTranslations.company_id, first), eq(companyTranslations.lang, 'en')));
    expect(await names('shargal', 'en')).toEqual(['SHARGAL TWO']);
    // Its Mongolian name is still found from the English page's search, but it has no English card to show.
    expect(await names('шаргал')).toEqual(['БОР ШАРГАЛ ХХК', 'ЯРУУ ШАРГАЛ ХХК']);
  });
});
