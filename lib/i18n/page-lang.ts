/**
 * An API path carrying the language of the page that calls it (`lang`, read from <html lang>), so the
 * server answers its messages in that language even when the visitor never chose one (no NEXT_LOCALE cookie)
 * and the browser prefers another. Outside a browser the path is returned unchanged.
 */
export function withPageLang(path: string): string {
  const lang = typeof document === 'undefined' ? '' : document.documentElement.lang;
  if (lang !== 'mn' && lang !== 'en') return path;
  return `${path}${path.includes('?') ? '&' : '?'}lang=${lang}`;
}
