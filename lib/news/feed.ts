import 'server-only';
import { Feed } from 'feed';
import type { Locale } from '@/lib/i18n/routing';
import { localizedPath } from '@/lib/i18n/paths';
import { absoluteUrl, siteUrl } from '@/lib/seo/site-url';
import { feedPath } from './feed-path';
import { getCategoryCounts, getRecentNews } from './queries';

/** How many of the newest items a feed carries (issue 24.4). */
export const FEED_SIZE = 30;


const IMAGE_TYPES: Record<string, string> = { jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp', gif: 'image/gif' };
const imageType = (url: string) => IMAGE_TYPES[/\.([a-z0-9]+)(?:\?|$)/i.exec(url)?.[1]?.toLowerCase() ?? ''] ?? 'image/jpeg';

export type FeedTexts = { siteTitle: string; description: string };

/**
 * RSS 2.0 of the newest published news written in one language (an item without English stays out of the
 * English feed), of one news category when given; null for a category that is not an active news menu.
 */
export async function newsFeed(lang: Locale, texts: FeedTexts, category?: number): Promise<string | null> {
  let title = texts.siteTitle;
  if (category !== undefined) {
    const menu = (await getCategoryCounts({ type: 'news' })).find((c) => c.cid === category);
    if (!menu) return null;
    title = `${lang === 'en' ? menu.category_en || menu.category : menu.category || menu.category_en} | ${texts.siteTitle}`;
  }
  const items = await getRecentNews({ lang, limit: FEED_SIZE, ...(category === undefined ? {} : { category }) });
  const home = absoluteUrl(localizedPath('/mm', lang));
  const feed = new Feed({
    id: home,
    link: home,
    title,
    description: texts.description,
    language: lang,
    generator: false,
    image: `${siteUrl()}/images/mm/icon-64.png`,
    copyright: `© ${texts.siteTitle}`,
    feedLinks: { rss: absoluteUrl(feedPath(lang, category)) },
    updated: items[0] ? new Date(items[0].created_at) : undefined,
  });
  for (const item of items) {
    const link = absoluteUrl(localizedPath(`/mm/detail/${item.id}`, lang));
    const image = absoluteUrl(item.image);
    feed.addItem({
      id: link,
      guid: link,
      link,
      title: item.title,
      description: item.summary,
      date: new Date(item.created_at),
      enclosure: { url: image, type: imageType(image), length: 0 },
    });
  }
  return feed.rss2();
}
