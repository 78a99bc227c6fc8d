import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/lib/db/client';
import { groupByKind, siteSearchPage } from '@/lib/search/site-page';
import { searchHref, searchQuery } from '@/lib/search/query';
import { directorySearchPage } from '@/lib/directory/search-page';
import type { SiteResult } from '@/lib/search/site';
import { addCategory, addNews } from '../mm/fixtures';
import { addCompany, addConsultant, seedCategories, useTemporaryDataDir } from '../directory/fixtures';

useTemporaryDataDir();

const result = (type: SiteResult['type'], id: number): SiteResult => ({ type, id, title: `${type} ${id}`, snippet: '', titleMarks: [], snippetMarks: [], url: '/', date: null });

describe('the results pages’ address', () => {
  it('reads q, type and page, falling back to a company search on page 1', () => {
    expect(searchQuery({ q: '  таван   толгой ', type: 'consultant', page: '3' })).toEqual({ q: 'таван толгой', type: 'consultant', page: 3 });
    expect(searchQuery({ q: ['a', 'b'], type: 'person', page: '-1' })).toEqual({ q: 'a', type: 'company', page: 1 });
    expect(searchQuery({})).toEqual({ q: '', type: 'company', page: 1 });
  });

  it('links a page by its query, page 1 without a page number', () => {
    expect(searchHref('/yp/search', { q: 'таван толгой', type: 'company', page: 1 })).toBe('/yp/search?q=%D1%82%D0%B0%D0%B2%D0%B0%D0%BD+%D1%82%D0%BE%D0%BB%D0%B3%D0%BE%D0%B9&type=company');
    expect(searchHref('/mm/search', { q: 'coal', page: 2 })).toBe('/mm/search?q=coal&page=2');
  });
});

describe('the site search page', () => {
  beforeAll(async () => {
    await addCategory(8, 'Мэдээ', 'News');
    await addNews({ category_cid: 8, title: 'Нүүрсний экспорт өслөө', title_en: 'Coal exports grew', text: '<p>Өмнөговь аймгаас нүүрс тээвэрлэв.</p>' });
    await addNews({ category_cid: 8, title: 'Уулзалт', title_en: 'Meeting', text: '<p>Гишүүд нүүрсний талаар ярилцав.</p>' });
    await seedCategories();
    await addCompany({ nameMn: 'НҮҮРС ТРЕЙД', nameEn: 'COAL TRADE' });
    await addConsultant({ nameMn: 'НҮҮРСЭН ДОРЖ', nameEn: 'NUURSEN DORJ' });
  });

  it('groups a page by kind in the site’s order, keeping the search’s order within a kind', () => {
    const groups = groupByKind([result('company', 1), result('news', 5), result('consultant', 2), result('news', 3)]);
    expect(groups.map((g) => [g.kind, g.results.map((r) => r.id)])).toEqual([
      ['news', [5, 3]],
      ['company', [1]],
      ['consultant', [2]],
    ]);
  });

  it('shows news, companies and consultants a term finds, grouped, and pages them', async () => {
    const db = await getDb();
    const all = await siteSearchPage(db, { q: 'нуурс', page: 1, lang: 'mn' });
    expect(all.total).toBe(4);
    expect(all.groups.map((g) => [g.kind, g.results.map((r) => r.title)])).toEqual([
      ['news', ['Нүүрсний экспорт өслөө', 'Уулзалт']],
      ['company', ['НҮҮРС ТРЕЙД']],
      ['consultant', ['НҮҮРСЭН ДОРЖ']],
    ]);
    const second = await siteSearchPage(db, { q: 'нуурс', page: 2, lang: 'mn', limit: 3 });
    expect(second.totalPages).toBe(2);
    expect(second.groups.flatMap((g) => g.results).length).toBe(1);
  });

  it('advises the alphabet for a Latin term on the Mongolian site, yet searches it', async () => {
    const page = await siteSearchPage(await getDb(), { q: 'nuurs', page: 1, lang: 'mn' });
    expect(page.advice).toBe('Хайлтыг кирилл үсгээр хийнэ үү.');
    expect(page.groups.flatMap((g) => g.results).map((r) => r.title)).toContain('НҮҮРС ТРЕЙД');
  });

  it('finds nothing for an empty term or one of signs only, without advice', async () => {
    for (const q of ['', '%%%']) expect(await siteSearchPage(await getDb(), { q, page: 1, lang: 'en' })).toEqual({ groups: [], total: 0, totalPages: 1, advice: null });
  });
});

describe('the directory search page', () => {
  it('finds a company typed in Latin and a consultant by type', async () => {
    const db = await getDb();
    const companies = await directorySearchPage(db, { q: 'nuurs treid', type: 'company', page: 1, lang: 'mn' });
    expect(companies.kind).toBe('company');
    expect(companies.kind === 'company' && companies.companies.map((c) => c.name)).toContain('НҮҮРС ТРЕЙД');
    expect(companies.advice).toBe('Хайлтыг кирилл үсгээр хийнэ үү.');
    const named = await directorySearchPage(db, { q: 'NUURSEN', type: 'consultant', page: 1, lang: 'en' });
    expect(named.kind === 'consultant' && named.consultants.map((c) => c.name)).toEqual(['NUURSEN DORJ']);
    expect(named.advice).toBeNull();
  });

  it('finds nothing for a term of signs only', async () => {
    const page = await directorySearchPage(await getDb(), { q: '!!!', type: 'company', page: 1, lang: 'mn' });
    expect(page).toMatchObject({ kind: 'company', companies: [], total: 0, totalPages: 1 });
  });
});
