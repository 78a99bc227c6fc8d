import { pageEntries, type SitemapEntry } from './sitemap';

/** The directory's fixed public pages. The directory developer adds its category and company pages here. */
export async function ypSitemap(): Promise<SitemapEntry[]> {
  const pages = ['/yp', '/yp/contact', '/yp/register', '/yellow-page', '/yellow-page/register'];
  return pages.flatMap((path) => pageEntries(path, { changeFrequency: 'weekly', priority: path === '/yp' ? 0.9 : 0.6 }));
}
