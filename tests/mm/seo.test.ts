import { beforeAll, describe, expect, it } from 'vitest';
import sitemap from '@/app/sitemap';
import robots from '@/app/robots';
import { getDb } from '@/lib/db/client';
import { reports } from '@/lib/reports/schema';
import { languageAlternates } from '@/lib/seo/metadata';
import { addCategory, addNews } from './fixtures';

const BASE = 'https://mining.example.mn';

beforeAll(async () => {
  process.env.PUBLIC_URL = `${BASE}/`;
  await addCategory(8, 'Мэдээ', 'News');
  await addCategory(20, 'Хариуцлагатай уул уурхай', 'Responsible mining', { page_type: 'static' });
  await addNews({ id: 501, category_cid: 8 });
  await addNews({ id: 502, category_cid: 8, title_en: '' });
  await addNews({ id: 503, category_cid: 8, news_status: false });
  const db = await getDb();
  for (let i = 0; i < 7; i++) await db.insert(reports).values({ title: `Тайлан ${i}`, image: '/images/r.jpg', pdf: `/images/seed/report-0${i + 1}.pdf` });
});

describe('/sitemap.xml', () => {
  it('lists the public pages in both languages, every published news item and every report', async () => {
    const urls = (await sitemap()).map((entry) => entry.url);
    for (const path of ['/mm', '/mm/about', '/mm/trade', '/mm/page/20', '/mm/page/26', '/mm/blog/8=1', '/mm/report=1', '/mm/report=2', '/mw', '/yp']) {
      expect(urls).toContain(`${BASE}${path}`);
      expect(urls).toContain(`${BASE}/en${path}`);
    }
    expect(urls).toContain(`${BASE}/mm/detail/501`);
    expect(urls).toContain(`${BASE}/en/mm/detail/501`);
    // An item without English text is listed in Mongolian only; an unpublished one not at all.
    expect(urls).toContain(`${BASE}/mm/detail/502`);
    expect(urls).not.toContain(`${BASE}/en/mm/detail/502`);
    expect(urls.some((u) => u.endsWith('/detail/503'))).toBe(false);
    expect(urls).toContain(`${BASE}/images/seed/report-07.pdf`);
    expect(urls).not.toContain(`${BASE}/mm/report=3`);
  });

  it('pairs each page with its other language', async () => {
    const about = (await sitemap()).find((entry) => entry.url === `${BASE}/en/mm/about`);
    expect(about?.alternates?.languages).toEqual({ mn: `${BASE}/mm/about`, en: `${BASE}/en/mm/about` });
  });
});

describe('/robots.txt', () => {
  it('keeps crawlers out of /admin and /api and names the sitemap', () => {
    expect(robots()).toEqual({ rules: [{ userAgent: '*', allow: '/', disallow: ['/admin', '/api'] }], sitemap: `${BASE}/sitemap.xml` });
  });
});

describe('hreflang alternates', () => {
  it('give mn, en and x-default (Mongolian), with the canonical URL in the page language', () => {
    expect(languageAlternates('/mm/blog/нүүрс=1', 'en')).toEqual({
      canonical: `/en/mm/blog/${encodeURIComponent('нүүрс')}=1`,
      languages: { mn: `/mm/blog/${encodeURIComponent('нүүрс')}=1`, en: `/en/mm/blog/${encodeURIComponent('нүүрс')}=1`, 'x-default': `/mm/blog/${encodeURIComponent('нүүрс')}=1` },
    });
  });

  it('leave out a language the page is not written in, x-default pointing at the one it has', () => {
    expect(languageAlternates('/mm/detail/502', 'mn', ['mn'])).toEqual({ canonical: '/mm/detail/502', languages: { mn: '/mm/detail/502', 'x-default': '/mm/detail/502' } });
    expect(languageAlternates('/mm/detail/7', 'en', ['en'])).toEqual({ canonical: '/en/mm/detail/7', languages: { en: '/en/mm/detail/7', 'x-default': '/en/mm/detail/7' } });
  });
});
