import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { pageMetadata, type PageSeo } from './metadata';

/**
 * Metadata of an association page. The layout's title template adds the association's name in the page's
 * language to every title ('About us | Mongolian National Mining Association' on /en).
 */
export async function mmPageMetadata(seo: Omit<PageSeo, 'siteName'>): Promise<Metadata> {
  const siteName = await mmSiteName(seo.locale);
  return pageMetadata({ ...seo, siteName });
}

/** The association's name in the page's language. */
export async function mmSiteName(locale: Locale): Promise<string> {
  const meta = await getTranslations({ locale, namespace: 'mm.meta' });
  return meta('siteTitle');
}
