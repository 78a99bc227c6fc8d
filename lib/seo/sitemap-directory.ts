import { directoryPages } from '@/lib/directory/queries';
import { directoryPaths } from '@/lib/directory/paths';
import { pageEntries, type SitemapEntry } from './sitemap';

/**
 * The directory's part of the sitemap, in both languages: home, contact and register pages, every category,
 * and the page of every published company (/yp/company/{id}, the canonical of /yellow-page/{id}).
 * Unapproved companies never appear: the read applies the directory's one publication rule.
 */
export async function directorySitemap(): Promise<SitemapEntry[]> {
  const paths = directoryPaths('/yp');
  const [tree, companies] = await Promise.all([directoryPages.categoryTree('mn'), directoryPages.sitemapCompanies()]);
  const codes = tree.flatMap((main) => [main.category_code, ...main.subCategories.map((s) => s.category_code)]);
  return [
    ...pageEntries('/yp', { changeFrequency: 'daily', priority: 0.9 }),
    ...pageEntries('/yellow-page', { changeFrequency: 'daily', priority: 0.6 }),
    ...[paths.contact, paths.register, '/yellow-page/contact', '/yellow-page/register'].flatMap((path) =>
      pageEntries(path, { changeFrequency: 'yearly', priority: 0.4 }),
    ),
    ...codes.flatMap((code) => pageEntries(paths.category(code), { changeFrequency: 'weekly', priority: 0.6 })),
    ...companies.flatMap((c) => pageEntries(paths.company(c.id), { lastModified: c.created_at, changeFrequency: 'monthly', priority: 0.5 })),
  ];
}
