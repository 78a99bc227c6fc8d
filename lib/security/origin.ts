/**
 * A browser write from another site. Browsers send Origin (and Sec-Fetch-Site) on every cross-origin write,
 * so a request whose Origin differs from our host, or that the browser marks cross-site, is refused.
 */
export function isCrossOriginWrite(req: Request): boolean {
  if (req.headers.get('sec-fetch-site') === 'cross-site') return true;
  const origin = req.headers.get('origin');
  if (!origin) return false;
  if (origin === 'null') return true;
  const host = req.headers.get('x-forwarded-host') ?? req.headers.get('host') ?? new URL(req.url).host;
  try {
    return new URL(origin).host !== host;
  } catch {
    return true;
  }
}
