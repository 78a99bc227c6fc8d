import { beforeAll, describe, expect, it } from 'vitest';
import { directorySitemap } from '@/lib/seo/sitemap-directory';
import { addCompany, seedCategories, useTemporaryDataDir } from './fixtures';

useTemporaryDataDir();

describe('the directory sitemap', () => {
  let published: number;
  let waiting: number;
  beforeAll(async () => {
    await seedCategories();
    published = await addCompany();
    waiting = await addCompany({ nameEn: 'WAITING' }, false);
  });

  it('lists the directory pages, every category and each published company with its English alternate', async () => {
    const entries = await directorySitemap();
    const urls = entries.map((e) => new URL(e.url).pathname);
    expect(urls).toEqual(expect.arrayContaining(['/yp', '/yellow-page', '/yp/contact', '/yp/register', '/yp/category/01', '/yp/category/0403']));
    const company = entries.filter((e) => e.url.endsWith(`/yp/company/${published}`));
    expect(company.map((e) => new URL(e.url).pathname).sort()).toEqual([`/en/yp/company/${published}`, `/yp/company/${published}`]);
    expect(company[0]?.alternates?.languages).toMatchObject({ en: expect.stringMatching(new RegExp(`/en/yp/company/${published}$`)) });
  });

  it('never lists an unapproved company', async () => {
    const urls = (await directorySitemap()).map((e) => e.url);
    expect(urls.some((u) => u.endsWith(`/yp/company/${waiting}`))).toBe(false);
  });
});
