import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { getDb } from '@/lib/db/client';
import { footerContacts, weekCategories, weekLogos, weekNews } from '@/lib/conference/schema';
import { loadGalleryStart, loadNews2023, loadShell, loadSpeakers } from '@/lib/conference/page-data';
import { seedEventBasics } from './fixtures';

beforeAll(async () => {
  await seedEventBasics();
  const db = await getDb();
  await db.insert(weekCategories).values([
    { cid: 1, category: 'Нүүр', category_en: 'Home', link: '/mw' },
    { cid: 2, category: 'Хөтөлбөр', category_en: 'Agenda', link: '/mw/agenda' },
    { cid: 3, category: 'Эвдэрсэн', category_en: 'Broken', link: '' },
    { cid: 4, category: 'Дэд цэс', category_en: 'Child', link: '/mw/about', pid: 1 },
    { cid: 5, category: 'Унтраасан', category_en: 'Off', link: '/mw/gallery', category_status: false },
    { cid: 6, category: 'Мэдээ', category_en: 'News', page_type: 'news' },
  ]);
  await db.insert(footerContacts).values([
    { type: 'phone', information: '+976 7011 4455' },
    { type: 'fax', information: 'never shown' },
  ]);
  await db.insert(weekLogos).values([{ kind: 'sponsor', name: 'Sponsor', logo: '/images/s.png' }]);
  await db.insert(weekNews).values(Array.from({ length: 8 }, (_, i) => ({ category_cid: 6, title: `Мэдээ ${i}`, title_en: `News ${i}`, image: '/images/n.jpg' })));
});

afterEach(() => vi.restoreAllMocks());

describe('the conference shell', () => {
  it('builds the navbar from the active top-level static categories in the page language', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const mn = await loadShell('mn');
    expect(mn.menu.map((m) => [m.label, m.href])).toEqual([
      ['Нүүр', '/mw'],
      ['Хөтөлбөр', '/mw/agenda'],
      ['Эвдэрсэн', ''],
    ]);
    const en = await loadShell('en');
    expect(en.menu.map((m) => m.label)).toEqual(['Home', 'Agenda', 'Broken']);
  });

  it('logs an invalid category and gives it an empty link', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    await loadShell('mn');
    expect(log).toHaveBeenCalledWith('[conference] invalid menu category', expect.objectContaining({ cid: 3 }));
  });

  it('keeps only footer items of type phone, email or link, and the sponsors', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const shell = await loadShell('mn');
    expect(shell.footer.map((f) => f.type)).toEqual(['phone']);
    expect(shell.sponsors).toEqual([{ id: expect.any(Number), name: 'Sponsor', logo: '/images/s.png', link: '' }]);
  });
});

describe('page reads', () => {
  it('pages the 2023 news by category, six a page, with the categories and counts', async () => {
    const page2 = await loadNews2023({ locale: 'en', cid: 6, page: 2 });
    expect(page2.news).toHaveLength(2);
    expect(page2.totalPages).toBe(2);
    expect(page2.news[0].title).toMatch(/^News /);
    expect(typeof page2.news[0].created_at).toBe('string');
    expect(page2.categories).toEqual([{ cid: 6, name: 'News', count: 8 }]);
    expect((await loadNews2023({ locale: 'mn', cid: 99, page: 1 })).news).toEqual([]);
  });

  it('gives the gallery its days and an empty first load when there are no photos', async () => {
    const start = await loadGalleryStart();
    expect(start.days.map((d) => d.day)).toEqual([1, 2, 3]);
    expect(start.images).toEqual([]);
  });

  it('has no speakers before any presenter is added', async () => {
    expect(await loadSpeakers('mn')).toEqual([]);
  });
});
