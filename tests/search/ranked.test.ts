import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { companies, companyTranslations } from '@/lib/directory/schema';
import { searchCompanies } from '@/lib/directory/queries';
import { FEW_MATCHES } from '@/lib/search/ranked';
import { rowsOf } from '@/lib/search/keys';
import { useTemporaryDataDir } from '../directory/fixtures';

useTemporaryDataDir();

/** Approved companies with these Mongolian names (and an English one made from the id), straight into the tables. */
async function addNamed(names: string[]) {
  const db = await getDb();
  const rows = await db.insert(companies).values(names.map((_, i) => ({ registration_number: `R${Date.now()}${i}`, approval: true }))).returning({ id: companies.id });
  await db.insert(companyTranslations).values(
    rows.flatMap((r, i) => [
      { company_id: r.id, lang: 'mn', name: names[i]!, address: '', about_company: '' },
      { company_id: r.id, lang: 'en', name: `COMPANY ${r.id}`, address: '', about_company: '' },
    ]),
  );
}

describe('typo-close names are offered only when real matches are few', () => {
  beforeAll(async () => {
    // FEW_MATCHES names containing ХАЙРХАН, and one a letter away (ХАЙРХАМ) that a typo search would also find.
    await addNamed([...Array.from({ length: FEW_MATCHES }, (_, i) => `ХАЙРХАН ${i}`), 'ХАЙРХАМ ТРЕЙД', 'ОЮУТ ТРЕЙД']);
  });

  it('many real matches: only they are counted and shown, the close name is left out', async () => {
    const page = await searchCompanies(await getDb(), { lang: 'mn', term: 'хайрхан', page: 1, limit: 10 });
    expect(page.total).toBe(FEW_MATCHES);
    expect(page.companies.every((c) => c.name.startsWith('ХАЙРХАН'))).toBe(true);
  });

  it('few real matches: close names follow them, and the total does not depend on the page size', async () => {
    const db = await getDb();
    const small = await searchCompanies(db, { lang: 'mn', term: 'оюут', page: 1, limit: 1 });
    const large = await searchCompanies(db, { lang: 'mn', term: 'оюут', page: 1, limit: 50 });
    expect(small.total).toBe(large.total);
    expect(large.companies[0]!.name).toBe('ОЮУТ ТРЕЙД');
  });

  it('a typo with no real match finds the close names, closest first', async () => {
    const page = await searchCompanies(await getDb(), { lang: 'mn', term: 'хайрхам трэйд', page: 1, limit: 5 });
    expect(page.companies[0]!.name).toBe('ХАЙРХАМ ТРЕЙД');
  });
});

describe('Mongolian alphabetical order (mn_sort_key)', () => {
  it('sorts А Ё О Ө У Ү Я names in the order of the alphabet, whatever their case', async () => {
    const db = await getDb();
    const shuffled = ['Яруу', 'үүр', 'Өнөр', 'Ёотон', 'ухаа', 'Орхон', 'Алтан', 'Үнэт', 'өвөр', 'Ус', 'ёс', 'Ерөө', 'аз', 'ОЮУ', 'Эрдэм'];
    const rows = rowsOf<{ name: string }>(
      await db.execute(sql`select name from unnest(${sql.raw(`ARRAY[${shuffled.map((n) => `'${n}'`).join(',')}]`)}::text[]) as name
        order by mn_sort_key(name) collate "C", name`),
    );
    expect(rows.map((r) => r.name)).toEqual(['аз', 'Алтан', 'Ерөө', 'Ёотон', 'ёс', 'Орхон', 'ОЮУ', 'өвөр', 'Өнөр', 'Ус', 'ухаа', 'Үнэт', 'үүр', 'Эрдэм', 'Яруу']);
  });
});
