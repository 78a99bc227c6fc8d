import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../support/api';
import { getDb } from '@/lib/db/client';
import { aboutUs } from '@/lib/about/schema';
import { memberCompanies, membershipLogos, responsibleLogos } from '@/lib/logos/schema';
import { documentPdfs, minerals, miningVideos, sustainableMining } from '@/lib/files/schema';
import { reports } from '@/lib/reports/schema';

const PDF_KEY = `${'ab'.repeat(16)}.pdf`;

describe('content calls before anything is added', () => {
  it.each([
    ['/api/mm/get/about-us', { about: [] }],
    ['/api/mm/get/logos', { logos: [] }],
    ['/api/mm/get/member-logo', { logos: [] }],
    ['/api/mm/get/responsible-logo', { logos: [] }],
    ['/api/mm/get/document-pdf', { document: [] }],
    ['/api/mm/get/minerals', { minerals: [] }],
    ['/api/mm/get/mining-video', { video: [] }],
    ['/api/mm/get/sustainable-mining?lang=mn', { mining: [] }],
    ['/api/mm/get/report?lang=mn&page=1&limit=6', { reports: [], totalPages: 1 }],
  ])('%s answers 200 with an empty list', async (p, expected) => {
    const res = await call('GET', p);
    expect(res.status).toBe(200);
    expect(res.json).toEqual(expected);
  });
});

describe('content calls with data', () => {
  beforeAll(async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mm-content-'));
    process.env.DATA_DIR = dataDir;
    fs.mkdirSync(path.join(dataDir, 'uploads'));
    fs.writeFileSync(path.join(dataDir, 'uploads', PDF_KEY), '%PDF-1.4\n%%EOF\n');
    const db = await getDb();
    await db.insert(aboutUs).values([
      { about_category: 'President', name: 'Д. Бат', name_en: 'D. Bat', years_of_work: '2015-2021', profile: '/images/p1.jpg', sequence: 1 },
      { about_category: 'Office', name: 'С. Сараа', name_en: '', position: 'Менежер', position_en: 'Manager', email: 'saraa@mnma.mn', sequence: 2 },
    ]);
    await db.insert(membershipLogos).values([
      { name: 'Эрдэнэт', logo: '/images/l1.png', board_member: true, environment_committee: true },
      { name: 'Оюу Толгой', logo: '/images/l2.png', main_member: true },
    ]);
    await db.insert(memberCompanies).values([
      { name: 'Б компани', email: 'b@x.mn', logo: '/images/m1.png' },
      { name: 'Идэвхгүй', email: 'c@x.mn', logo: '/images/m2.png', active: false },
    ]);
    await db.insert(responsibleLogos).values({ logo: '/images/r1.png', link: 'https://r.mn' });
    await db.insert(documentPdfs).values({ title: 'Журам / 2024', pdf: `/uploads/${PDF_KEY}` });
    await db.insert(minerals).values({ title: 'Алт', title_en: 'Gold', image: '/images/gold.jpg' });
    await db.insert(miningVideos).values({ title: 'Уурхай 101', video: '/uploads/x.mp4' });
    await db.insert(sustainableMining).values([
      { title: 'Тогтвортой', language: 'mn', posters: ['/images/s1.jpg'], pdf: `/uploads/${PDF_KEY}` },
      { title: 'Sustainable', language: 'en', posters: [], pdf: `/uploads/${PDF_KEY}` },
    ]);
    for (let i = 1; i <= 7; i++) {
      await db.insert(reports).values({ title: `Тайлан ${i}`, title_en: i === 7 ? '' : `Report ${i}`, image: `/images/r${i}.jpg`, pdf: `/uploads/${PDF_KEY}`, created_at: new Date(`2024-0${i}-01T00:00:00Z`) });
    }
  });

  it('GET /get/about-us gives every person with names picked by language', async () => {
    const en = await call('GET', '/api/mm/get/about-us?lang=en');
    expect(en.status).toBe(200);
    expect(en.json.about).toEqual([
      expect.objectContaining({ about_category: 'President', name: 'D. Bat', years_of_work: '2015-2021' }),
      expect.objectContaining({ about_category: 'Office', name: 'С. Сараа', position: 'Manager', email: 'saraa@mnma.mn' }),
    ]);
    expect((await call('GET', '/api/mm/get/about-us?lang=xx')).status).toBe(400);
  });

  it('GET /get/logos gives membership logos with their flags; /get/member-logo the active member companies', async () => {
    const logos = (await call('GET', '/api/mm/get/logos')).json.logos;
    expect(logos[0]).toMatchObject({ name: 'Эрдэнэт', board_member: true, main_member: false, environment_committee: true });
    expect((await call('GET', '/api/mm/get/member-logo')).json.logos).toEqual([{ id: expect.any(Number), name: 'Б компани', logo: '/images/m1.png' }]);
    expect((await call('GET', '/api/mm/get/responsible-logo')).json.logos).toEqual([{ id: expect.any(Number), logo: '/images/r1.png', link: 'https://r.mn' }]);
  });

  it('GET /get/document-pdf, /get/minerals, /get/mining-video and /get/sustainable-mining', async () => {
    expect((await call('GET', '/api/mm/get/document-pdf')).json.document).toEqual([{ id: expect.any(Number), title: 'Журам / 2024', title_en: '', pdf: `/uploads/${PDF_KEY}` }]);
    expect((await call('GET', '/api/mm/get/minerals?lang=en')).json.minerals[0]).toMatchObject({ title: 'Gold', image: '/images/gold.jpg' });
    expect((await call('GET', '/api/mm/get/mining-video')).json.video[0]).toMatchObject({ title: 'Уурхай 101' });
    const mn = (await call('GET', '/api/mm/get/sustainable-mining?lang=mn')).json.mining;
    expect(mn).toEqual([{ id: expect.any(Number), title: 'Тогтвортой', posters: ['/images/s1.jpg'], pdf: `/uploads/${PDF_KEY}` }]);
    expect((await call('GET', '/api/mm/get/sustainable-mining?lang=en')).json.mining.map((m: { title: string }) => m.title)).toEqual(['Sustainable']);
    expect((await call('GET', '/api/mm/get/sustainable-mining?lang=ru')).status).toBe(400);
    expect((await call('GET', '/api/mm/get/minerals?lang=mongolian')).status).toBe(400);
  });

  it('GET /get/report pages reports 6 at a time, newest first, titled per language', async () => {
    const first = await call('GET', '/api/mm/get/report?lang=en&page=1&limit=6');
    expect(first.status).toBe(200);
    expect(first.json.totalPages).toBe(2);
    expect(first.json.reports).toHaveLength(6);
    expect(first.json.reports[0]).toMatchObject({ title: 'Тайлан 7' }); // no English title: the Mongolian one stands in
    expect(first.json.reports[1]).toMatchObject({ title: 'Report 6', image: '/images/r6.jpg' });
    expect((await call('GET', '/api/mm/get/report?lang=mn&page=2')).json.reports.map((r: { title: string }) => r.title)).toEqual(['Тайлан 1']);
    expect((await call('GET', '/api/mm/get/report?page=abc')).status).toBe(400);
  });

  it('GET /download/pdf serves a PDF saved as "{title}.pdf"', async () => {
    const [report] = (await call('GET', '/api/mm/get/report?lang=mn&page=2')).json.reports;
    const res = await call('GET', `/api/mm/download/pdf?kind=report&id=${report.id}&lang=mn`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toContain(`filename*=UTF-8''${encodeURIComponent('Тайлан 1.pdf')}`);
    expect(res.text.startsWith('%PDF-')).toBe(true);
    const [doc] = (await call('GET', '/api/mm/get/document-pdf')).json.document;
    const docRes = await call('GET', `/api/mm/download/pdf?kind=document&id=${doc.id}`);
    expect(docRes.headers.get('content-disposition')).toContain(encodeURIComponent('Журам 2024.pdf'));
  });

  it('GET /download/pdf answers 404 for an unknown id and 400 for an unknown kind', async () => {
    expect((await call('GET', '/api/mm/download/pdf?kind=report&id=9999')).status).toBe(404);
    expect((await call('GET', '/api/mm/download/pdf?kind=passwd&id=1')).status).toBe(400);
  });
});
