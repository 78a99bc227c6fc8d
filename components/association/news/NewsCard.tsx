'use client';

import { preload } from 'react-dom';
import { Link } from '@/lib/i18n/navigation';
import { optimizedSources } from '@/lib/images/optimized';
import { ubDay } from '@/lib/site/ulaanbaatar-time';
import type { NewsView } from './news-view';
import styles from './NewsCard.module.css';
import grid from './NewsGrid.module.css';

type Labels = { event: string; readMore: string };
type Heading = 'h2' | 'h3';

const SIZES = '(max-width: 640px) 100vw, (max-width: 1024px) 50vw, 380px';

/** The card's picture; the first cards of a page are above the fold and load theirs at once (preloaded, as next/image does). */
function CardImage({ src, priority }: { src: string; priority: boolean }) {
  const sources = optimizedSources(src);
  if (priority) preload(sources.src, { as: 'image', imageSrcSet: sources.srcSet, imageSizes: SIZES, fetchPriority: 'high' });
  return (
    // eslint-disable-next-line @next/next/no-img-element -- next/image's client code would cost every visitor its JavaScript
    <img
      {...sources}
      sizes={SIZES}
      alt=""
      width={730}
      height={455}
      className={styles.image}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
    />
  );
}

/** A news item in a list. Items of the event categories (13, 17, 18) are marked and dated as events. */
function NewsCard({ item, labels, priority, headingLevel: Heading }: { item: NewsView; labels: Labels; priority: boolean; headingLevel: Heading }) {
  return (
    <article className={`${styles.card} ${item.event ? styles.event : ''}`}>
      {item.image && (
        <Link href={`/mm/detail/${item.id}`} className={styles.imageLink} tabIndex={-1} aria-hidden="true">
          <CardImage src={item.image} priority={priority} />
        </Link>
      )}
      <div className={styles.body}>
        <p className={styles.meta}>
          {item.event && <span className={styles.badge}>{labels.event}</span>}
          <time dateTime={item.created_at}>{ubDay(item.created_at)}</time>
        </p>
        <Heading className={styles.title}>
          <Link href={`/mm/detail/${item.id}`}>{item.title}</Link>
        </Heading>
        {item.summary && <p className={styles.summary}>{item.summary}</p>}
        <span className={styles.more} aria-hidden="true">
          {labels.readMore} →
        </span>
      </div>
    </article>
  );
}

type Props = {
  news: NewsView[];
  labels: Labels;
  headingLevel: Heading;
  /** How many cards open the page above the fold (their images load first). */
  aboveFold: number;
};

/** News cards in a grid, rendered from the fields they show (news-view). */
export function NewsCards({ news, labels, headingLevel, aboveFold }: Props) {
  return (
    <div className={grid.grid}>
      {news.map((item, i) => (
        <NewsCard key={item.id} item={item} labels={labels} priority={i < aboveFold} headingLevel={headingLevel} />
      ))}
    </div>
  );
}
