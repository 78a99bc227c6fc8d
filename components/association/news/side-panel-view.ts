import type { ArchiveMonth, CategoryCount, NewsCard } from '@/lib/news/queries';
import type { Locale } from '@/lib/i18n/routing';

/**
 * What the news side panel shows and nothing more. The panel renders on the client from this (SidePanelLists),
 * so the page's RSC payload carries these fields once instead of each entry's element tree.
 */
export type SidePanelView = {
  /** A category's name, its news count and the count spoken in words ('19 news'). */
  categories: { cid: number; name: string; count: number; countLabel: string }[];
  months: ArchiveMonth[];
  recent: Pick<NewsCard, 'id' | 'title' | 'created_at'>[];
};

export function sidePanelView(
  data: { categories: CategoryCount[]; months: ArchiveMonth[]; recent: NewsCard[] },
  locale: Locale,
  countLabel: (count: number) => string,
): SidePanelView {
  return {
    categories: data.categories.map((c) => ({
      cid: c.cid,
      name: locale === 'en' ? c.category_en || c.category : c.category,
      count: c.news_count,
      countLabel: countLabel(c.news_count),
    })),
    months: data.months.map(({ created_at, date }) => ({ created_at, date })),
    recent: data.recent.map(({ id, title, created_at }) => ({ id, title, created_at })),
  };
}
