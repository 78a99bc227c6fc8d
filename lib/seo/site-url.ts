/**
 * The public base URL of the site (PUBLIC_URL), without a trailing slash; unset, the local server's own
 * address on PORT. Read at request time, not at build.
 */
export function siteUrl(): string {
  return (process.env.PUBLIC_URL || `http://localhost:${process.env.PORT || 3000}`).replace(/\/+$/, '');
}

/** An absolute URL for a site path. */
export function absoluteUrl(path: string): string {
  return /^https?:\/\//.test(path) ? path : `${siteUrl()}${path.startsWith('/') ? '' : '/'}${path}`;
}
