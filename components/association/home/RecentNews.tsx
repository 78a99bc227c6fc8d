import { getLocale, getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { getRecentNews } from '@/lib/news/queries';
import { DEFAULT_NEWS_CATEGORY } from '@/lib/news/constants';
import { NewsGrid } from '@/components/association/news/NewsGrid';
import page from '@/components/association/page.module.css';
import styles from './RecentNews.module.css';

/** The newest news in the reader's language; 'No Recent News' when there is none. */
export async function RecentNews() {
  const lang = await getLocale();
  const [t, news] = await Promise.all([getTranslations('mm.home'), getRecentNews({ lang })]);
  return (
    <section aria-labelledby="recent-news" className={page.section}>
      <div className={styles.head}>
        <h2 id="recent-news" className={page.sectionTitle}>
          {t('recentNews')}
        </h2>
        {news.length > 0 && <Link href={`/mm/blog/${DEFAULT_NEWS_CATEGORY}=1`}>{t('allNews')} →</Link>}
      </div>
      {/* Below the banner: its pictures must not compete with the banner's. */}
      <NewsGrid news={news} empty={t('noRecentNews')} headingLevel="h3" aboveFold={0} />
    </section>
  );
}
