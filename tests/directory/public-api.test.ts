import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/lib/db/client';
import { banners } from '@/lib/site/schema';
import { categories, news } from '@/lib/news/schema';
import { call } from '../support/api';
import { addCompany, addConsultant, seedCategories, useTemporaryDataDir } from './fixtures';

useTemporaryDataDir();

let coal: number;
let gold: number;
let hidden: number;

beforeAll(async () => {
  await seedCategories();
  coal = await addCompany();
  gold = await addCompany({ nameMn: 'БОРОО ГОЛД', nameEn: 'BOROO GOLD', categories: [{ mainCategory: '01', subCategory: '0102' }], faxes: ['70001235'] });
  hidden = await addCompany({ nameMn: 'НУУЦ КОМПАНИ', nameEn: 'SECRET MINING', categories: [{ mainCategory: '01', subCategory: '0101' }] }, false);
  await addConsultant();
  await addConsultant({ nameMn: 'ХҮЛЭЭГДЭЖ БУЙ', nameEn: 'PENDING PERSON', adviceEn: 'NULL' }, false);
  await addConsultant({ nameMn: 'АЛТАН ЦЭЦЭГ', nameEn: 'ALTAN TSETSEG', adviceEn: 'NULL' });
});

describe('GET /api/yp/get/all-categories', () => {
  it('returns the tree of main categories with their sub-categories in the asked language', async () => {
    const res = await call('GET', '/api/yp/get/all-categories?lang=en');
    expect(res.status).toBe(200);
    const mining = res.json.categories.find((c: { category_code: string }) => c.category_code === '01');
    expect(mining).toEqual({
      category_code: '01',
      name: 'Mining companies',
      subCategories: [
        { category_code: '0101', name: 'Coal' },
        { category_code: '0102', name: 'Gold' },
      ],
    });
    expect(res.json.categories.map((c: { category_code: string }) => c.category_code)).toEqual(['01', '02', '03', '04']);
  });

  it('defaults to Mongolian and refuses an unknown language', async () => {
    expect((await call('GET', '/api/yp/get/all-categories')).json.categories[0].name).toBe('Уул уурхайн компани');
    expect((await call('GET', '/api/yp/get/all-categories?lang=fr')).status).toBe(400);
  });
});

describe('GET /api/yp/categories and /categories-by-main', () => {
  it('lists every sub-category, or those of one main category', async () => {
    const all = await call('GET', '/api/yp/categories?language=mn');
    expect(all.json.subCategories.map((c: { category_code: string }) => c.category_code)).toEqual(['0101', '0102', '0201', '0301', '0403']);
    const byMain = await call('GET', '/api/yp/categories-by-main?main=01&language=en');
    expect(byMain.json.subCategories).toEqual([
      { category_code: '0101', main_code: '01', name: 'Coal' },
      { category_code: '0102', main_code: '01', name: 'Gold' },
    ]);
    expect((await call('GET', '/api/yp/categories-by-main?main=9&language=en')).status).toBe(400);
  });
});

describe('GET /api/yp/get/companies-by-category', () => {
  it('lists the approved companies of a sub-category as cards', async () => {
    const res = await call('GET', '/api/yp/get/companies-by-category?lang=mn&category_code=0101&page=1&limit=36');
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ total: 1, totalPages: 1, category_name: 'Нүүрс' });
    expect(res.json.companies).toEqual([
      expect.objectContaining({
        id: coal,
        name: 'ЭРДЭНЭС ТАВАН ТОЛГОЙ',
        company_name: 'ЭРДЭНЭС ТАВАН ТОЛГОЙ',
        all_categories: [{ code: '0101', name: 'Нүүрс' }],
        emails: ['info@ett.mn'],
        phones: ['70001234'],
        faxes: [],
        websites: ['https://ett.mn'],
        address: 'Өмнөговь аймаг',
        about_company: 'Коксжих нүүрсний уурхай.',
      }),
    ]);
  });

  it('a main category lists the companies of all its sub-categories, in the asked language', async () => {
    const res = await call('GET', '/api/yp/get/companies-by-category?lang=en&category_code=01');
    expect(res.json.companies.map((c: { name: string }) => c.name)).toEqual(['BOROO GOLD', 'ERDENES TAVAN TOLGOI']);
    expect(res.json.category_name).toBe('Mining companies');
  });

  it('pages the list and reports the totals', async () => {
    const first = await call('GET', '/api/yp/get/companies-by-category?lang=en&category_code=01&page=1&limit=1');
    const second = await call('GET', '/api/yp/get/companies-by-category?lang=en&category_code=01&page=2&limit=1');
    expect(first.json).toMatchObject({ total: 2, totalPages: 2 });
    expect([first.json.companies[0].id, second.json.companies[0].id]).toEqual([gold, coal]);
    const past = await call('GET', '/api/yp/get/companies-by-category?lang=en&category_code=01&page=9&limit=1');
    expect(past.json).toMatchObject({ companies: [], total: 2 });
  });

  it('an empty category gives an empty list; an unknown one 404; a malformed code or page 400', async () => {
    expect((await call('GET', '/api/yp/get/companies-by-category?lang=mn&category_code=0301')).json).toMatchObject({ companies: [], total: 0, totalPages: 1 });
    expect((await call('GET', '/api/yp/get/companies-by-category?lang=mn&category_code=0999')).status).toBe(404);
    expect((await call('GET', '/api/yp/get/companies-by-category?lang=mn&category_code=abc')).status).toBe(400);
    expect((await call('GET', '/api/yp/get/companies-by-category?lang=mn&category_code=01&page=0')).status).toBe(400);
    expect((await call('GET', '/api/yp/get/companies-by-category?lang=mn')).status).toBe(400);
  });
});

describe('GET /api/yp/get/consultants-by-category', () => {
  it('lists approved consultants; "NULL" advice counts as empty', async () => {
    const res = await call('GET', '/api/yp/get/consultants-by-category?lang=en&page=1&limit=50');
    expect(res.status).toBe(200);
    expect(res.json.total).toBe(2);
    expect(res.json.consultants).toEqual([
      expect.objectContaining({ name: 'ALTAN TSETSEG', profession: 'Geologist', advice_range: '', phone_number: '88001122' }),
      expect.objectContaining({ name: 'DORJ BAT', advice_range: 'Exploration' }),
    ]);
  });

  it('refuses a limit that is not a number', async () => {
    expect((await call('GET', '/api/yp/get/consultants-by-category?lang=en&limit=many')).status).toBe(400);
  });
});

describe('GET /api/yp/company and /api/yp/get/company', () => {
  it('returns a company with its categories, contacts and translations', async () => {
    const res = await call('GET', `/api/yp/company?lang=en&id=${gold}`);
    expect(res.status).toBe(200);
    expect(res.json.company).toMatchObject({
      id: gold,
      name: 'BOROO GOLD',
      company_name: 'БОРОО ГОЛД',
      registration_number: '5261031',
      faxes: ['70001235'],
      all_categories: [{ code: '0102', name: 'Gold', main_code: '01', main_name: 'Mining companies' }],
      main_category: { category_code: '01', name: 'Mining companies' },
      translations: { name: { mn: 'БОРОО ГОЛД', en: 'BOROO GOLD' } },
    });
    expect((await call('GET', `/api/yp/get/company?id=${gold}&lang=mn`)).json.company.name).toBe('БОРОО ГОЛД');
  });

  it('a missing company is a 404 with the spec message in the asked language', async () => {
    expect(await call('GET', '/api/yp/company?lang=mn&id=99999')).toMatchObject({ status: 404, json: { error: 'Мэдээлэл байхгүй байна.' } });
    expect(await call('GET', '/api/yp/company?lang=en&id=99999')).toMatchObject({ status: 404, json: { error: 'No results found.' } });
    expect((await call('GET', '/api/yp/company?lang=en&id=abc')).status).toBe(400);
  });
});

describe('the approval rule: unapproved entries are never public', () => {
  it('an unapproved company has no page and appears in no list or search', async () => {
    expect((await call('GET', `/api/yp/company?lang=mn&id=${hidden}`)).status).toBe(404);
    expect((await call('GET', `/api/yp/get/company?lang=en&id=${hidden}`)).status).toBe(404);
    const lists = await Promise.all([
      call('GET', '/api/yp/get/companies-by-category?lang=mn&category_code=0101'),
      call('GET', '/api/yp/get/companies-by-category?lang=mn&category_code=01'),
      call('GET', `/api/yp/search/companies?lang=mn&term=${encodeURIComponent('НУУЦ')}`),
      call('GET', '/api/yp/search/companies?lang=en&term=SECRET'),
    ]);
    for (const list of lists) expect(list.json.companies.map((c: { id: number }) => c.id)).not.toContain(hidden);
  });

  it('an unapproved consultant appears in no list or search', async () => {
    const list = await call('GET', '/api/yp/get/consultants-by-category?lang=en');
    const search = await call('GET', '/api/yp/search/consultants?lang=en&term=PENDING');
    expect(list.json.consultants.map((c: { name: string }) => c.name)).not.toContain('PENDING PERSON');
    expect(search.json).toMatchObject({ consultants: [], total: 0 });
  });
});

describe('GET /api/yp/news and /get/banners', () => {
  it('the news block has the newest published directory news first, in the asked language', async () => {
    const db = await getDb();
    const [category] = await db.insert(categories).values({ category: 'Мэдээ', category_en: 'News', page_type: 'news' }).returning();
    const item = (title: string, day: number, extra = {}) => ({
      image: '/images/news.jpg',
      title,
      title_en: `${title} EN`,
      category_cid: category.cid,
      yellow_book: true,
      created_at: new Date(`2025-05-0${day}T00:00:00Z`),
      ...extra,
    });
    await db.insert(news).values([
      item('Нэг', 1),
      item('Хоёр', 2),
      item('Гурав', 3),
      item('Дөрөв', 4),
      item('Тав', 5),
      item('Лавлахад биш', 6, { yellow_book: false }),
      item('Идэвхгүй', 7, { news_status: false }),
    ]);
    const res = await call('GET', '/api/yp/news?lang=en');
    expect(res.status).toBe(200);
    expect(res.json.news.map((n: { title: string }) => n.title)).toEqual(['Тав EN', 'Дөрөв EN', 'Гурав EN', 'Хоёр EN']);
    expect((await call('GET', '/api/yp/get/recent-news?lang=mn&limit=2')).json.news.map((n: { title: string }) => n.title)).toEqual(['Тав', 'Дөрөв']);
  });

  it('banners are the directory site’s, in their sequence', async () => {
    const db = await getDb();
    await db.insert(banners).values([
      { site: 'yp', image: '/uploads/b.png', sequence: 2 },
      { site: 'yp', image: '/uploads/a.png', sequence: 1 },
      { site: 'mm', image: '/uploads/association.png', sequence: 1 },
    ]);
    const res = await call('GET', '/api/yp/get/banners');
    expect(res.json.banners.map((b: { image: string }) => b.image)).toEqual(['/uploads/a.png', '/uploads/b.png']);
  });
});
