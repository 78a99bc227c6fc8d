import type { MetadataRoute } from 'next';
import { mmSitemap } from '@/lib/seo/sitemap-mm';
import { mwSitemap } from '@/lib/seo/sitemap-mw';
import { ypSitemap } from '@/lib/seo/sitemap-yp';

// Built from the database on request (its reads are cached and tagged); there is no database at build time.
export const dynamic = 'force-dynamic';

/** /sitemap.xml: every public page of the three sites in both languages, one part per site (lib/seo/sitemap-*.ts). */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const parts = await Promise.all([mmSitemap(), mwSitemap(), ypSitemap()]);
  return parts.flat();
}
