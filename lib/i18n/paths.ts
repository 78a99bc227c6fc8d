import type { Locale } from './routing';

/** The public URL of a path in a language: Mongolian unprefixed, English under /en. */
export function localizedPath(path: string, locale: Locale) {
  return locale === 'en' ? `/en${path === '/' ? '' : path}` : path;
}

/** Splits a URL path into its language and the path without the /en prefix. */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  if (pathname === '/en' || pathname.startsWith('/en/')) return { locale: 'en', path: pathname.slice(3) || '/' };
  return { locale: 'mn', path: pathname };
}
