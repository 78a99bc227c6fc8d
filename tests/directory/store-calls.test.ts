import { describe, expect, it } from 'vitest';
import { call } from '../support/api';
import { getDb } from '@/lib/db/client';
import { socialLinks } from '@/lib/site/schema';
import { aboutUs } from '@/lib/about/schema';
import { addCategory, addNews } from '../mm/fixtures';

/** The spec's shared store calls under /api/yp answer the association's data, as their /api/mm twins do (issue 18.6). */
describe('directory store calls', () => {
  it('GET /get/social-links and /get/about-us answer what /api/mm answers', async () => {
    const db = await getDb();
    await db.insert(socialLinks).values([
      { icon: 'facebook', link: 'https://facebook.com/mnma' },
      { icon: 'youtube', link: 'https://youtube.com/mw', site: 'mw' },
    ]);
    await db.insert(aboutUs).values({ about_category: 'Office', name: 'Бат', name_en: 'Bat', position: 'Нарийн бичиг', position_en: 'Secretary' });

    const links = await call('GET', '/api/yp/get/social-links');
    expect(links.status).toBe(200);
    expect(links.json).toEqual({ link: [{ id: expect.any(Number), icon: 'facebook', link: 'https://facebook.com/mnma' }] });
    expect(links.json).toEqual((await call('GET', '/api/mm/get/social-links')).json);

    const about = await call('GET', '/api/yp/get/about-us?lang=en');
    expect(about.status).toBe(200);
    expect(about.json.about).toEqual([expect.objectContaining({ name: 'Bat', position: 'Secretary', about_category: 'Office' })]);
    expect(about.json).toEqual((await call('GET', '/api/mm/get/about-us?lang=en')).json);
  });

  it('GET /get/category lists every active menu, /get/category/page-type?type=news the news categories with counts', async () => {
    await addCategory(8, 'Мэдээ', 'News');
    await addCategory(30, 'Бидний тухай', 'About', { page_type: 'static' });
    await addCategory(31, 'Хаалттай', 'Closed', { category_status: false });
    await addNews({ category_cid: 8 });

    const all = await call('GET', '/api/yp/get/category');
    expect(all.status).toBe(200);
    expect(all.json.categories.map((c: { cid: number }) => c.cid).sort()).toEqual([30, 8].sort());

    const newsOnly = await call('GET', '/api/yp/get/category/page-type?type=news');
    expect(newsOnly.status).toBe(200);
    expect(newsOnly.json).toEqual({ categories: [{ cid: 8, category: 'Мэдээ', category_en: 'News', page_type: 'news', news_count: 1 }] });
    expect(newsOnly.json).toEqual((await call('GET', '/api/mm/get/category-news-count?type=news')).json);
  });

  it('refuses an unknown page type with 400', async () => {
    const res = await call('GET', '/api/yp/get/category/page-type?type=blog');
    expect(res.status).toBe(400);
    expect(res.json.error).toBe('Хуудасны төрөл буруу.');
  });
});
