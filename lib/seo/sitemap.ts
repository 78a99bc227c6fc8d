import type { MetadataRoute } from 'next';
import { localizedPath } from '@/lib/i18n/paths';
import type { Locale } from '@/lib/i18n/routing';
import { absoluteUrl } from './site-url';

export type SitemapEntry = MetadataRoute.Sitemap[number];
type Extra = Pick<SitemapEntry, 'lastModified' | 'changeFrequency' | 'priority'>;

const url = (path: string, locale: Locale) => absoluteUrl(encodeURI(localizedPath(path, locale)));

/**
 * A page in the given languages (default both), each entry naming its language alternates so search engines
 * pair the Mongolian and English versions.
 */
export function pageEntries(path: string, extra: Extra = {}, locales: Locale[] = ['mn', 'en']): SitemapEntry[] {
  const languages = Object.fromEntries(locales.map((l) => [l, url(path, l)]));
  return locales.map((locale) => ({ url: url(path, locale), alternates: { languages }, ...extra }));
}

/** A file (e.g. a report's PDF) at its own address. */
export function fileEntry(path: string, extra: Extra = {}): SitemapEntry {
  return { url: absoluteUrl(encodeURI(path)), ...extra };
}
