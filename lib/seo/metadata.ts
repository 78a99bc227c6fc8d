import type { Metadata } from 'next';
import type { Locale } from '@/lib/i18n/routing';
import { localizedPath } from '@/lib/i18n/paths';

/** Percent-encodes a path as browsers send it (Cyrillic search terms, spaces), leaving '/', '=' and existing escapes alone. */
const encodePath = (path: string) => encodeURI(decodeURIComponentSafe(path));
function decodeURIComponentSafe(path: string) {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}

/** Canonical URL and hreflang alternates (mn, en, x-default → Mongolian) of a path given without the /en prefix. */
export function languageAlternates(path: string, locale: Locale) {
  const mn = encodePath(localizedPath(path, 'mn'));
  const en = encodePath(localizedPath(path, 'en'));
  return { canonical: locale === 'en' ? en : mn, languages: { mn, en, 'x-default': mn } };
}

export type PageSeo = {
  locale: Locale;
  /** The path without the /en prefix, e.g. '/mm/about'. */
  path: string;
  title: string;
  description: string;
  /** The site's name for Open Graph. */
  siteName: string;
  image?: string | null;
  type?: 'website' | 'article';
  publishedTime?: string;
  /** Search results and similar pages are not worth indexing. */
  noIndex?: boolean;
};

/**
 * Per-page metadata: title, description, canonical and hreflang alternates, Open Graph and Twitter cards.
 * Relative URLs resolve against the layout's metadataBase.
 */
export function pageMetadata(seo: PageSeo): Metadata {
  const alternates = languageAlternates(seo.path, seo.locale);
  const images = seo.image ? [{ url: seo.image }] : undefined;
  return {
    title: seo.title,
    description: seo.description,
    alternates,
    openGraph: {
      type: seo.type ?? 'website',
      url: alternates.canonical,
      title: seo.title,
      description: seo.description,
      siteName: seo.siteName,
      locale: seo.locale === 'mn' ? 'mn_MN' : 'en_US',
      alternateLocale: seo.locale === 'mn' ? ['en_US'] : ['mn_MN'],
      images,
      ...(seo.publishedTime ? { publishedTime: seo.publishedTime } : {}),
    },
    twitter: { card: images ? 'summary_large_image' : 'summary', title: seo.title, description: seo.description, images: seo.image ? [seo.image] : undefined },
    ...(seo.noIndex ? { robots: { index: false, follow: true } } : {}),
  };
}
