import { pageEntries, type SitemapEntry } from './sitemap';

/** The conference site's fixed public pages. The conference developer may add its news and categories here. */
export async function mwSitemap(): Promise<SitemapEntry[]> {
  const pages = ['/mw', '/mw/about', '/mw/agenda', '/mw/presentation', '/mw/gallery', '/mw/contact', '/mw/register', '/mw/2023', '/mw/2023/presentation', '/mw/2023/news'];
  return pages.flatMap((path) => pageEntries(path, { changeFrequency: 'weekly', priority: path === '/mw' ? 0.9 : 0.6 }));
}
