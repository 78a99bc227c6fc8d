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

/**
 * generateMetadata of a plain association page /mm/<page>: title `mm.<page>.title`, description `mm.meta.<page>`.
 * Usage: `export const generateMetadata = mmStaticMetadata('contact');`
 */
export function mmStaticMetadata(page: string, image?: (locale: Locale) => string) {
  return async ({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> => {
    const locale = (await params).locale as Locale;
    const [t, meta] = await Promise.all([getTranslations({ locale, namespace: `mm.${page}` }), getTranslations({ locale, namespace: 'mm.meta' })]);
    return mmPageMetadata({ locale, path: `/mm/${page}`, title: t('title'), description: meta(page), image: image?.(locale) });
  };
}
