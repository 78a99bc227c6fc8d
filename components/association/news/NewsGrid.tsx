import { getTranslations } from 'next-intl/server';
import type { NewsCard as NewsCardData } from '@/lib/news/queries';
import { EmptyState } from '@/components/ui/EmptyState';
import { NewsCards } from './NewsCard';
import { newsView } from './news-view';

type Props = {
  news: NewsCardData[];
  empty: string;
  headingLevel?: 'h2' | 'h3';
  /** How many cards open the page above the fold (their images load first); none when the grid sits lower. */
  aboveFold?: number;
};

/** News cards in a responsive grid, or the empty message the caller gives. Only what a card shows goes to the client. */
export async function NewsGrid({ news, empty, headingLevel = 'h2', aboveFold = 2 }: Props) {
  if (news.length === 0) return <EmptyState>{empty}</EmptyState>;
  const t = await getTranslations('mm.blog');
  return (
    <NewsCards
      news={news.map(newsView)}
      labels={{ event: t('event'), readMore: t('readMore') }}
      headingLevel={headingLevel}
      aboveFold={aboveFold}
    />
  );
}
