import type { MetadataRoute } from 'next';
import { directoryPages } from '@/lib/directory/queries';
import { directoryPaths } from '@/lib/directory/paths';
import { localizedPath } from '@/lib/i18n/paths';
import { absoluteUrl } from './site-url';

type Entry = MetadataRoute.Sitemap[number];

/** A directory URL in Mongolian (unprefixed) with its English alternate. */
function entry(path: string, extra: Partial<Entry> = {}): Entry {
  return {
    url: absoluteUrl(path),
    alternates: { languages: { mn: absoluteUrl(path), en: absoluteUrl(localizedPath(path, 'en')) } },
    ...extra,
  };
}

/**
 * The directory's part of the sitemap: home, contact, register, every category, and the page of every
 * published company (/yp/company/{id}, the canonical of /yellow-page/{id}). Unapproved companies never appear.
 */
export async function directorySitemap(): Promise<MetadataRoute.Sitemap> {
  const paths = directoryPaths('/yp');
  const [tree, companies] = await Promise.all([directoryPages.categoryTree('mn'), directoryPages.sitemapCompanies()]);
  const codes = tree.flatMap((main) => [main.category_code, ...main.subCategories.map((s) => s.category_code)]);
  return [
    entry('/yp', { changeFrequency: 'daily', priority: 0.8 }),
    entry('/yellow-page', { changeFrequency: 'daily', priority: 0.6 }),
    entry(paths.contact, { changeFrequency: 'yearly', priority: 0.3 }),
    entry(paths.register, { changeFrequency: 'yearly', priority: 0.4 }),
    ...codes.map((code) => entry(paths.category(code), { changeFrequency: 'weekly', priority: 0.6 })),
    ...companies.map((c) => entry(paths.company(c.id), { lastModified: c.created_at, changeFrequency: 'monthly', priority: 0.5 })),
  ];
}
