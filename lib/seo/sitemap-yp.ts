import type { SitemapEntry } from './sitemap';
import { directorySitemap } from './sitemap-directory';

/** The directory's pages, categories and published companies (built in lib/seo/sitemap-directory.ts). */
export async function ypSitemap(): Promise<SitemapEntry[]> {
  return directorySitemap();
}
