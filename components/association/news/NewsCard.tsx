import { Img } from '@/components/ui/Img';
import { Link } from '@/lib/i18n/navigation';
import type { NewsCard as NewsCardData } from '@/lib/news/queries';
import { isEventCategory } from '@/lib/news/constants';
import { ubDay } from '@/lib/site/ulaanbaatar-time';
import styles from './NewsCard.module.css';

type Props = {
  item: NewsCardData;
  labels: { event: string; readMore: string };
  /** The first cards of a page are above the fold: load their images at once. */
  priority?: boolean;
  headingLevel?: 'h2' | 'h3';
};

/** A news item in a list. Items of the event categories (13, 17, 18) are marked and dated as events. */
export function NewsCard({ item, labels, priority = false, headingLevel: Heading = 'h2' }: Props) {
  const event = isEventCategory(item.category_cid);
  const day = ubDay(item.created_at);
  return (
    <article className={`${styles.card} ${event ? styles.event : ''}`}>
      {item.image && (
        <Link href={`/mm/detail/${item.id}`} className={styles.imageLink} tabIndex={-1} aria-hidden="true">
          <Img
            src={item.image}
            alt=""
            width={730}
            height={455}
            sizes="(max-width: 640px) 100vw, (max-width: 1024px) 50vw, 380px"
            className={styles.image}
            priority={priority}
          />
        </Link>
      )}
      <div className={styles.body}>
        <p className={styles.meta}>
          {event && <span className={styles.badge}>{labels.event}</span>}
          <time dateTime={item.created_at}>{day}</time>
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
