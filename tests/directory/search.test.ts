import { beforeAll, describe, expect, it } from 'vitest';
import { alphabetAdvice, SEARCH_HINTS } from '@/lib/search/advice';
import { normalizeTerm } from '@/lib/search/terms';
import { getDb } from '@/lib/db/client';
import { call } from '../support/api';
import { addCompany, addConsultant, seedCategories, useTemporaryDataDir } from './fixtures';

useTemporaryDataDir();

const search = (kind: 'companies' | 'consultants', lang: string, term: string, extra = '') =>
  call('GET', `/api/yp/search/${kind}?lang=${lang}&term=${encodeURIComponent(term)}${extra}`);
const names = (res: { json: { companies?: { name: string }[]; consultants?: { name: string }[] } }) =>
  (res.json.companies ?? res.json.consultants ?? []).map((r) => r.name);
const found = async (lang: string, term: string) => names(await search('companies', lang, term));

describe('the alphabet rule of spec §5 is advice now, not a refusal', () => {
  it('advises Cyrillic on the Mongolian site and Latin on the English one, only for a term wholly in the other alphabet', () => {
    expect(alphabetAdvice('undurkhaan', 'mn')).toBe(SEARCH_HINTS.mn);
    expect(alphabetAdvice('таван толгой', 'en')).toBe(SEARCH_HINTS.en);
    expect(alphabetAdvice('Өмнөговь', 'mn')).toBeNull();
    expect(alphabetAdvice('Tavan Tolgoi', 'en')).toBeNull();
    expect(alphabetAdvice('ЭТТ 2', 'mn')).toBeNull();
  });

  it('terms are tidied (NFC, one space) but keep their letters', () => {
    expect(normalizeTerm('  эрдэнэс   таван ')).toBe('эрдэнэс таван');
    expect(normalizeTerm('Й')).toBe('Й');
  });
});

describe('GET /api/yp/search/companies and /search/consultants', () => {
  beforeAll(async () => {
    await seedCategories();
    await addCompany(); // ЭРДЭНЭС ТАВАН ТОЛГОЙ, category 0101 (Нүүрс / Coal), about 'Коксжих нүүрсний уурхай.'
    await addCompany({ nameMn: 'ОЮУ ТОЛГОЙ', nameEn: 'OYU TOLGOI', aboutMn: 'Зэс, алтны уурхай.', aboutEn: 'Copper and gold mine.', categories: [{ mainCategory: '03', subCategory: '0301' }] });
    await addCompany({ nameMn: 'БОРОО ГОЛД', nameEn: 'BOROO GOLD', aboutMn: '', aboutEn: '', categories: [{ mainCategory: '01', subCategory: '0102' }] });
    await addCompany({ nameMn: 'ӨНДӨРХААН ТРЕЙД', nameEn: 'EASTERN TRADE', aboutMn: '', aboutEn: '', categories: [{ mainCategory: '03', subCategory: '0301' }] });
    await addCompany({ nameMn: 'ӨМНӨГОВЬ ҮЙЛДВЭР', nameEn: 'SOUTH FACTORY', aboutMn: '', aboutEn: '', categories: [{ mainCategory: '02', subCategory: '0201' }] });
    // Typed with Latin T and A among the Cyrillic letters, as happens with mixed keyboards.
    await addCompany({ nameMn: 'TОЛЬ ХAЙГУУЛ', nameEn: 'TOL EXPLORATION', aboutMn: '', aboutEn: '', categories: [{ mainCategory: '03', subCategory: '0301' }] });
    await addCompany({ nameMn: 'Алтан Говь Нүүрс', nameEn: 'Altan Gobi Coal', aboutMn: '', aboutEn: '', categories: [{ mainCategory: '02', subCategory: '0201' }] });
    await addCompany({ nameMn: 'MONGOLIAN COPPER', nameEn: 'MONGOLIAN COPPER', aboutMn: '', aboutEn: '', categories: [{ mainCategory: '03', subCategory: '0301' }] });
    await addConsultant();
    await addConsultant({ nameMn: 'ГАНБААТАР', nameEn: 'GANBAATAR' });
  });

  it('finds partial Cyrillic names whatever the case, in Mongolian alphabetical order, close names after them', async () => {
    const res = await search('companies', 'mn', 'толгой');
    expect(res.status).toBe(200);
    // ТОЛЬ is one letter off ТОЛГ…: a typo could have made it, so it is offered last.
    expect(names(res)).toEqual(['ОЮУ ТОЛГОЙ', 'ЭРДЭНЭС ТАВАН ТОЛГОЙ', 'TОЛЬ ХAЙГУУЛ']);
    expect(res.json).toMatchObject({ total: 3, totalPages: 1 });
    // A word starting with ГОЛ, then ГОЛ inside a word (MONGOLIAN, Latin for the same letters), then close (ГОВЬ).
    expect(await found('mn', 'ГОЛ')).toEqual(['БОРОО ГОЛД', 'MONGOLIAN COPPER', 'Алтан Говь Нүүрс']);
  });

  it('Latin finds Cyrillic names (informal and MNS spellings), and Cyrillic finds Latin names', async () => {
    expect(await found('mn', 'undurkhaan')).toEqual(['ӨНДӨРХААН ТРЕЙД']);
    expect(await found('mn', 'ondorhaan')).toEqual(['ӨНДӨРХААН ТРЕЙД']);
    expect((await found('mn', 'tavan tolgoi'))[0]).toBe('ЭРДЭНЭС ТАВАН ТОЛГОЙ');
    expect(await found('mn', 'umnugovi')).toEqual(['ӨМНӨГОВЬ ҮЙЛДВЭР']);
    expect(await found('en', 'монголиан')).toEqual(['MONGOLIAN COPPER']);
    expect(await found('en', 'боро')).toEqual(['BOROO GOLD']);
  });

  it('о, у and и find names written with ө, ү and й', async () => {
    expect(await found('mn', 'омноговь')).toEqual(['ӨМНӨГОВЬ ҮЙЛДВЭР']);
    expect(await found('mn', 'уилдвэр')).toEqual(['ӨМНӨГОВЬ ҮЙЛДВЭР']);
    expect((await found('mn', 'толгои')).slice(0, 2)).toEqual(['ОЮУ ТОЛГОЙ', 'ЭРДЭНЭС ТАВАН ТОЛГОЙ']);
    expect(await found('mn', 'ондорхаан')).toEqual(['ӨНДӨРХААН ТРЕЙД']);
  });

  it('forgives one wrong or missing letter, the exact spelling ranking first', async () => {
    expect((await found('mn', 'талгой')).slice(0, 2)).toEqual(['ОЮУ ТОЛГОЙ', 'ЭРДЭНЭС ТАВАН ТОЛГОЙ']);
    expect(await found('mn', 'эрднэс')).toEqual(['ЭРДЭНЭС ТАВАН ТОЛГОЙ']);
    expect(await found('en', 'tolgoy')).toEqual(['ERDENES TAVAN TOLGOI', 'OYU TOLGOI', 'TOL EXPLORATION']);
    expect(await found('mn', 'боро голд')).toEqual(['БОРОО ГОЛД']);
    // The exact name first, before names sharing a word.
    expect((await found('mn', 'оюу толгой'))[0]).toBe('ОЮУ ТОЛГОЙ');
    expect((await found('en', 'erdenes tavan tolgoi'))[0]).toBe('ERDENES TAVAN TOLGOI');
  });

  it('Latin look-alike letters inside Cyrillic words match, in the stored name and in the term', async () => {
    expect(await found('mn', 'толь хайгуул')).toEqual(['TОЛЬ ХAЙГУУЛ']);
    // 'OЮУ' typed with a Latin O.
    expect(await found('mn', 'OЮУ')).toEqual(['ОЮУ ТОЛГОЙ']);
  });

  it('finds mixed-case stored names from any case', async () => {
    expect(await found('mn', 'АЛТАН ГОВЬ')).toEqual(['Алтан Говь Нүүрс']);
    expect(await found('en', 'altan gobi')).toEqual(['Altan Gobi Coal']);
  });

  it('also matches category names and the about text, names first', async () => {
    // 'Алтан Говь Нүүрс' by its name; ЭРДЭНЭС by its about text and its category 0101 'Нүүрс'.
    expect(await found('mn', 'нүүрс')).toEqual(['Алтан Говь Нүүрс', 'ЭРДЭНЭС ТАВАН ТОЛГОЙ']);
    expect((await found('en', 'coal')).slice(0, 2)).toEqual(['Altan Gobi Coal', 'ERDENES TAVAN TOLGOI']);
    expect(await found('mn', 'зэс')).toEqual(['ОЮУ ТОЛГОЙ']);
  });

  it('finds consultants by name in either alphabet', async () => {
    // БАТ is one letter from БААТ: offered after the name that contains it.
    expect(names(await search('consultants', 'mn', 'баат'))).toEqual(['ГАНБААТАР', 'ДОРЖИЙН БАТ']);
    expect(names(await search('consultants', 'mn', 'ganbaatar'))).toEqual(['ГАНБААТАР']);
    expect(names(await search('consultants', 'en', 'dorj'))).toEqual(['DORJ BAT']);
    expect(names(await search('consultants', 'en', 'доржийн'))).toEqual(['DORJ BAT']);
  });

  it('no match is an empty list, not an error', async () => {
    expect((await search('companies', 'en', 'uranium')).json).toEqual({ companies: [], total: 0, totalPages: 1 });
  });

  it('pages the results', async () => {
    const res = await search('companies', 'en', 'o', '&page=2&limit=2');
    const all = await search('companies', 'en', 'o', '&limit=50');
    expect(res.json).toMatchObject({ total: all.json.total, totalPages: Math.ceil(all.json.total / 2) });
    expect(names(res)).toEqual(names(all).slice(2, 4));
  });

  it('searches a term in the other alphabet instead of refusing it; an empty term is a 400', async () => {
    const gold = await search('companies', 'mn', 'gold');
    expect([gold.status, names(gold)[0]]).toEqual([200, 'БОРОО ГОЛД']);
    const ganbaatar = await search('consultants', 'en', 'ганбаатар');
    expect([ganbaatar.status, names(ganbaatar)]).toEqual([200, ['GANBAATAR']]);
    expect(await search('companies', 'en', "x' or 1=1 --")).toMatchObject({ status: 200, json: { total: 0 } });
    expect((await search('companies', 'en', '  ')).status).toBe(400);
    expect((await call('GET', '/api/yp/search/companies?lang=en')).status).toBe(400);
  });

  it('is served by the trigram indexes on the search keys', async () => {
    const db = await getDb();
    await db.execute('SET enable_seqscan = off');
    const plan = await db.execute(
      `EXPLAIN SELECT company_id FROM company_translations WHERE name_key LIKE '%' || mn_fold('толгой') || '%' OR mn_latin(mn_fold('tolgoi')) <% name_latin`,
    );
    await db.execute('SET enable_seqscan = on');
    expect(JSON.stringify(plan)).toContain('company_translations_name_key_trgm');
    expect(JSON.stringify(plan)).toContain('company_translations_name_latin_trgm');
  });
});
