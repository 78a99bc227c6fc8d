import { beforeAll, describe, expect, it } from 'vitest';
import sitemap from '@/app/sitemap';
import { getDb } from '@/lib/db/client';
import { weekCategories } from '@/lib/conference/schema';
import { category2023Kind } from '@/lib/conference/page-data';

beforeAll(async () => {
  process.env.PUBLIC_URL = 'https://mining.example.mn/';
  const db = await getDb();
  await db.insert(weekCategories).values([
    { cid: 1, category: 'Нүүр', category_en: 'Home', page_type: 'static', link: '/mw' },
    { cid: 2, category: 'Бүртгүүлэх', category_en: 'Register', page_type: 'static', link: '/mw/register', category_status: false },
    { cid: 3, category: 'Мэдээ', category_en: 'News', page_type: 'news', link: '/mw/2023/news/3=1' },
    { cid: 5, category: 'Хөтөлбөр', category_en: 'Agenda', page_type: 'static', link: '/mw/agenda' },
  ]);
});

/** /mw/2023/category/{cid} (spec §2.1, issue 27.7): the registration form, the repair notice, or a 404. */
describe('what a 2023 category page shows', () => {
  it('category 2 is the registration form', async () => {
    expect(await category2023Kind('2')).toBe('registration');
  });

  it('another static category of the conference shows that the page is under repair', async () => {
    expect(await category2023Kind('1')).toBe('under-repair');
    expect(await category2023Kind('5')).toBe('under-repair');
  });

  it('an unknown category, a news category or a made-up value is not found (404), not a 200 “under repair”', async () => {
    for (const cid of ['99', '3', '0', '007', 'abc', '5.0', '9999999999']) expect(await category2023Kind(cid), cid).toBeNull();
  });
});

describe('/mw/test', () => {
  it('is left out of the sitemap in both languages (its page is noindex)', async () => {
    const urls = (await sitemap()).map((entry) => entry.url);
    expect(urls).toContain('https://mining.example.mn/mw/about');
    expect(urls.some((url) => url.endsWith('/mw/test'))).toBe(false);
  });
});
