import { beforeAll, describe, expect, it } from 'vitest';
import { containsPattern, isValidTerm, normalizeTerm, SEARCH_HINTS } from '@/lib/directory/search';
import { getDb } from '@/lib/db/client';
import { call } from '../support/api';
import { addCompany, addConsultant, seedCategories, useTemporaryDataDir } from './fixtures';

useTemporaryDataDir();

const search = (kind: 'companies' | 'consultants', lang: string, term: string, extra = '') =>
  call('GET', `/api/yp/search/${kind}?lang=${lang}&term=${encodeURIComponent(term)}${extra}`);
const names = (res: { json: { companies?: { name: string }[]; consultants?: { name: string }[] } }) =>
  (res.json.companies ?? res.json.consultants ?? []).map((r) => r.name);

describe('search rules (spec §5)', () => {
  it('Mongolian accepts Cyrillic letters and spaces only', () => {
    expect(isValidTerm('Эрдэнэс таван', 'mn')).toBe(true);
    expect(isValidTerm('Өмнөговь Үйлдвэр', 'mn')).toBe(true);
    expect(isValidTerm('Erdenes', 'mn')).toBe(false);
    expect(isValidTerm('ЭТТ 2', 'mn')).toBe(false);
    expect(isValidTerm('   ', 'mn')).toBe(false);
  });

  it('English accepts Latin letters and spaces only', () => {
    expect(isValidTerm('Tavan Tolgoi', 'en')).toBe(true);
    expect(isValidTerm('Таван', 'en')).toBe(false);
    expect(isValidTerm('gold%', 'en')).toBe(false);
  });

  it('the term is upper-cased with its spaces tidied, and wildcards in a pattern match literally', () => {
    expect(normalizeTerm('  эрдэнэс   таван ')).toBe('ЭРДЭНЭС ТАВАН');
    expect(containsPattern('gold')).toBe('%GOLD%');
    expect(containsPattern('50%_off')).toBe('%50\\%\\_OFF%');
  });
});

describe('GET /api/yp/search/companies and /search/consultants', () => {
  beforeAll(async () => {
    await seedCategories();
    await addCompany();
    await addCompany({ nameMn: 'ОЮУ ТОЛГОЙ', nameEn: 'OYU TOLGOI' });
    await addCompany({ nameMn: 'БОРОО ГОЛД', nameEn: 'BOROO GOLD', categories: [{ mainCategory: '01', subCategory: '0102' }] });
    await addConsultant();
    await addConsultant({ nameMn: 'ГАНБААТАР', nameEn: 'GANBAATAR' });
  });

  it('finds partial Cyrillic names whatever the case', async () => {
    const res = await search('companies', 'mn', 'толгой');
    expect(res.status).toBe(200);
    expect(names(res)).toEqual(['ОЮУ ТОЛГОЙ', 'ЭРДЭНЭС ТАВАН ТОЛГОЙ']);
    expect(res.json).toMatchObject({ total: 2, totalPages: 1 });
    expect(names(await search('companies', 'mn', 'ГОЛ'))).toEqual(['БОРОО ГОЛД']);
  });

  it('finds partial Latin names in the English names', async () => {
    expect(names(await search('companies', 'en', 'tolg'))).toEqual(['ERDENES TAVAN TOLGOI', 'OYU TOLGOI']);
    expect(names(await search('companies', 'en', 'Boroo gold'))).toEqual(['BOROO GOLD']);
  });

  it('finds consultants by name in either alphabet', async () => {
    expect(names(await search('consultants', 'mn', 'баат'))).toEqual(['ГАНБААТАР']);
    expect(names(await search('consultants', 'en', 'dorj'))).toEqual(['DORJ BAT']);
  });

  it('no match is an empty list, not an error', async () => {
    expect((await search('companies', 'en', 'copper')).json).toEqual({ companies: [], total: 0, totalPages: 1 });
  });

  it('pages the results', async () => {
    const res = await search('companies', 'en', 'o', '&page=2&limit=2');
    expect(res.json).toMatchObject({ total: 3, totalPages: 2 });
    expect(names(res)).toHaveLength(1);
  });

  it('refuses a term in the wrong alphabet with the spec hint (400)', async () => {
    expect(await search('companies', 'mn', 'gold')).toMatchObject({ status: 400, json: { error: SEARCH_HINTS.mn } });
    expect(await search('consultants', 'en', 'алт')).toMatchObject({ status: 400, json: { error: SEARCH_HINTS.en } });
    expect((await search('companies', 'en', "x' or 1=1 --")).status).toBe(400);
    expect((await call('GET', '/api/yp/search/companies?lang=en')).status).toBe(400);
  });

  it('is served by the trigram index on upper(name)', async () => {
    const db = await getDb();
    await db.execute('SET enable_seqscan = off');
    const plan = await db.execute(`EXPLAIN SELECT company_id FROM company_translations WHERE upper(name) LIKE '%ТОЛГОЙ%'`);
    await db.execute('SET enable_seqscan = on');
    expect(JSON.stringify(plan)).toContain('company_translations_name_trgm');
  });
});
