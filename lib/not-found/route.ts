import { isLocale, routing, type Locale } from '@/lib/i18n/routing';

/** The site whose shell a not-found page wears. */
export type NotFoundSite = 'mm' | 'mw' | 'mw2023' | 'yp' | 'yellow-page';
/** Which of the spec's not-found texts it shows: a news item, a directory entry, or any other page. */
export type NotFoundKind = 'page' | 'news' | 'company';
export type NotFoundRoute = { locale: Locale; site: NotFoundSite; kind: NotFoundKind };

export { SITE_PATH_HEADER } from './site-path-header.mjs';

/**
 * Language, site and text of the not-found page for a path ('/en/mm/detail/9' → English, association, news).
 * Not-found pages get no params, so this is read from the path the visitor asked for; an unknown or missing
 * path gets the association's Mongolian page, as `/` leads there.
 */
export function notFoundRoute(path: string | null | undefined): NotFoundRoute {
  const segments = (path ?? '').split(/[?#]/)[0].split('/').filter(Boolean);
  const locale: Locale = isLocale(segments[0]) ? segments[0] : routing.defaultLocale;
  if (isLocale(segments[0])) segments.shift();
  const [site, section] = segments;
  if (site === 'mw') return { locale, site: section === '2023' ? 'mw2023' : 'mw', kind: 'page' };
  if (site === 'yp') return { locale, site, kind: section === 'company' ? 'company' : 'page' };
  if (site === 'yellow-page') return { locale, site, kind: section && /^\d+$/.test(section) ? 'company' : 'page' };
  return { locale, site: 'mm', kind: site === 'mm' && section === 'detail' ? 'news' : 'page' };
}
