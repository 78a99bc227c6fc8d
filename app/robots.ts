import type { MetadataRoute } from 'next';
import { absoluteUrl } from '@/lib/seo/site-url';

// PUBLIC_URL is read when served, not when built.
export const dynamic = 'force-dynamic';

/** /robots.txt: everything public may be crawled except the back office and the API; names the sitemap. */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/admin', '/api'] }],
    sitemap: absoluteUrl('/sitemap.xml'),
  };
}
