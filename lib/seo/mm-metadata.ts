import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { feedPath } from '@/lib/news/feed-path';
import { pageMetadata, type PageSeo } from './metadata';

/**
 * Metadata of an association page. The layout's title template adds the association's Mongolian name to
 * every title (spec §1, in both languages); English pages also carry the English name in Open Graph.
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

export async function mmSiteName(locale: Locale): Promise<string> {
  const [meta, common] = await Promise.all([
    getTranslations({ locale, namespace: 'mm.meta' }),
    getTranslations({ locale, namespace: 'common' }),
  ]);
  return locale === 'en' ? `${common('site.mm')} (${meta('siteTitle')})` : meta('siteTitle');
}
