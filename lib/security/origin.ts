import { siteUrl } from '@/lib/seo/site-url';

/**
 * A browser write from another site. Browsers send Origin (and Sec-Fetch-Site) on every cross-origin write,
 * so a request the browser marks cross-site, or whose Origin is not the site's own (scheme and host of
 * PUBLIC_URL, never a Host or forwarded header a client could choose), is refused.
 */
export function isCrossOriginWrite(req: Request): boolean {
  if (req.headers.get('sec-fetch-site') === 'cross-site') return true;
  const origin = req.headers.get('origin');
  if (!origin) return false;
  try {
    return new URL(origin).origin !== new URL(siteUrl()).origin;
  } catch {
    return true;
  }
}
