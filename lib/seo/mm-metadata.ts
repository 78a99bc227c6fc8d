import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { pageMetadata, type PageSeo } from './metadata';

/**
 * Metadata of an association page. The layout's title template adds the association's Mongolian name to
 * every title (spec §1, in both languages); English pages also carry the English name in Open Graph.
 */
export async function mmPageMetadata(seo: Omit<PageSeo, 'siteName'>): Promise<Metadata> {
  const siteName = await mmSiteName(seo.locale);
  return pageMetadata({ ...seo, siteName });
}

export async function mmSiteName(locale: Locale): Promise<string> {
  const [meta, common] = await Promise.all([
    getTranslations({ locale, namespace: 'mm.meta' }),
    getTranslations({ locale, namespace: 'common' }),
  ]);
  return locale === 'en' ? `${common('site.mm')} (${meta('siteTitle')})` : meta('siteTitle');
}
