import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { getNews } from '@/lib/news/queries';
import { mmSiteName } from './mm-metadata';
import type { ShareCard } from './share-image';

/** The kinds of association page that have a share image of their own. */
export const SHARE_KINDS = ['news', 'reports'] as const;
export type ShareKind = (typeof SHARE_KINDS)[number];

/** The reports page's image changes only with its wording (messages), so with a release. */
export const REPORTS_SHARE_VERSION = '1';

export type ShareSubject = Omit<ShareCard, 'headers'> & { /** Changes with the content, so a changed page gets a new image URL. */ version: string };

/**
 * The address of a page's share image. The version (the item's last change) is part of it: networks and
 * browsers keep the image for a year, and an edit gives the page a new address.
 */
export const shareImagePath = (locale: Locale, kind: ShareKind, id: number, version: string) =>
  `${locale === 'en' ? '/en' : ''}/mm/share-image/${kind}/${id}?v=${encodeURIComponent(version)}`;

/** A news item's share-image version: its last change. */
export const newsShareVersion = (updatedAt: string) => String(Date.parse(updatedAt));

/** What a share image shows: a news item's title and category, or the reports page's heading (id: its page number). */
export async function shareSubject(locale: Locale, kind: ShareKind, id: number): Promise<ShareSubject | null> {
  const siteName = await mmSiteName(locale);
  if (kind === 'news') {
    const item = await getNews({ id, lang: locale });
    if (!item) return null;
    return { title: item.title, label: item.category ?? '', siteName, version: newsShareVersion(item.updated_at) };
  }
  const t = await getTranslations({ locale, namespace: 'mm.report' });
  return { title: t('title'), label: (await getTranslations({ locale, namespace: 'common' }))('site.mm'), siteName, version: REPORTS_SHARE_VERSION };
}
