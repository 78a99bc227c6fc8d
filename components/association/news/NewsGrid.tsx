import { getTranslations } from 'next-intl/server';
import type { NewsCard as NewsCardData } from '@/lib/news/queries';
import { EmptyState } from '@/components/ui/EmptyState';
import { NewsCard } from './NewsCard';
import styles from './NewsGrid.module.css';

type Props = {
  news: NewsCardData[];
  empty: string;
  headingLevel?: 'h2' | 'h3';
  /** How many cards open the page above the fold (their images load first); none when the grid sits lower. */
  aboveFold?: number;
};

/** News cards in a responsive grid, or the empty message the caller gives. */
export async function NewsGrid({ news, empty, headingLevel = 'h2', aboveFold = 2 }: Props) {
  if (news.length === 0) return <EmptyState>{empty}</EmptyState>;
  const t = await getTranslations('mm.blog');
  const labels = { event: t('event'), readMore: t('readMore') };
  return (
    <div className={styles.grid}>
      {news.map((item, i) => (
        <NewsCard key={item.id} item={item} labels={labels} priority={i < aboveFold} headingLevel={headingLevel} />
      ))}
    </div>
  );
}
