import type { Metadata } from 'next';
import { locales, type Locale } from '@/lib/i18n/routing';
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

/**
 * Canonical URL and hreflang alternates of a path given without the /en prefix: one per language the page
 * exists in (default both), x-default → the Mongolian page, or the English one when there is no Mongolian.
 */
export function languageAlternates(path: string, locale: Locale, available: readonly Locale[] = locales) {
  const urls = Object.fromEntries(available.map((lang) => [lang, encodePath(localizedPath(path, lang))])) as Partial<Record<Locale, string>>;
  const self = encodePath(localizedPath(path, locale));
  return { canonical: self, languages: { ...urls, 'x-default': urls.mn ?? urls.en ?? self } };
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
  modifiedTime?: string;
  /** The languages the page exists in, when it is not both (content written in one language only). */
  locales?: readonly Locale[];
  /** Search results and similar pages are not worth indexing. */
  noIndex?: boolean;
};

/**
 * Per-page metadata: title, description, canonical and hreflang alternates, Open Graph and Twitter cards.
 * Relative URLs resolve against the layout's metadataBase.
 */
export function pageMetadata(seo: PageSeo): Metadata {
  const alternates = languageAlternates(seo.path, seo.locale, seo.locales);
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
      alternateLocale: (seo.locales ?? locales).filter((lang) => lang !== seo.locale).map((lang) => (lang === 'mn' ? 'mn_MN' : 'en_US')),
      images,
      ...(seo.publishedTime ? { publishedTime: seo.publishedTime } : {}),
      ...(seo.modifiedTime ? { modifiedTime: seo.modifiedTime } : {}),
    },
    twitter: { card: images ? 'summary_large_image' : 'summary', title: seo.title, description: seo.description, images: seo.image ? [seo.image] : undefined },
    ...(seo.noIndex ? { robots: { index: false, follow: true } } : {}),
  };
}
