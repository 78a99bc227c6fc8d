import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { KeyIn, TitledSection } from '@/lib/i18n/keys';
import { localeOf } from '@/lib/i18n/page';
import type { Locale } from '@/lib/i18n/routing';
import { feedPath } from '@/lib/news/feed-path';
import { pageMetadata, type PageSeo } from './metadata';

/**
 * Metadata of an association page. The layout's title template adds the association's name in the page's
 * language to every title ('About us | Mongolian National Mining Association' on /en).
 */
export async function mmPageMetadata({ feedCategory, ...seo }: Omit<PageSeo, 'siteName'> & { feedCategory?: { cid: number; title: string } }): Promise<Metadata> {
  const siteName = await mmSiteName(seo.locale);
  const metadata = pageMetadata({ ...seo, siteName });
  // A page's alternates replace the layout's, so each page announces the feed again.
  return { ...metadata, alternates: { ...metadata.alternates, types: await feedAlternate(seo.locale, feedCategory) } };
}

/**
 * The news feed of the page's language, announced in every association page's head (issue 24.4), and on a
 * category's news list that category's own feed too.
 */
export async function feedAlternate(locale: Locale, category?: { cid: number; title: string }) {
  const t = await getTranslations({ locale, namespace: 'mm.meta' });
  const feeds = [{ url: feedPath(locale), title: t('feed') }];
  if (category) feeds.push({ url: feedPath(locale, category.cid), title: `${t('feed')}: ${category.title}` });
  return { 'application/rss+xml': feeds };
}

/** The association's name in the page's language. */
export async function mmSiteName(locale: Locale): Promise<string> {
  const meta = await getTranslations({ locale, namespace: 'mm.meta' });
  return meta('siteTitle');
}

/** An association page with its own `mm.<page>.title` and a description `mm.meta.<page>`. */
type StaticPage = KeyIn<'mm.meta'> & TitledSection<'mm'>;

/**
 * generateMetadata of a plain association page /mm/<page>: title `mm.<page>.title`, description `mm.meta.<page>`.
 * Usage: `export const generateMetadata = mmStaticMetadata('contact');`
 */
export function mmStaticMetadata(page: StaticPage, image?: (locale: Locale) => string) {
  return async ({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> => {
    const locale = await localeOf(params);
    const [t, meta] = await Promise.all([getTranslations({ locale, namespace: `mm.${page}` }), getTranslations({ locale, namespace: 'mm.meta' })]);
    return mmPageMetadata({ locale, path: `/mm/${page}`, title: t('title'), description: meta(page), image: image?.(locale) });
  };
}
