import type { NewsCard } from '@/lib/news/queries';
import { isEventCategory } from '@/lib/news/constants';

/**
 * What a news card shows and nothing more (the publisher stays behind). The cards render on the client from
 * this (NewsCards), so the page's RSC payload carries these fields once instead of each card's element tree
 * with its image srcset.
 */
export type NewsView = Pick<NewsCard, 'id' | 'title' | 'created_at'> & { summary?: string; image?: string; event?: true };

export function newsView(item: NewsCard): NewsView {
  const view: NewsView = { id: item.id, title: item.title, created_at: item.created_at };
  if (item.summary) view.summary = item.summary;
  if (item.image) view.image = item.image;
  if (isEventCategory(item.category_cid)) view.event = true;
  return view;
}
