import { getLocale, getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { getArchiveMonths, getCategoryCounts, getRecentNews } from '@/lib/news/queries';
import { ubDay } from '@/lib/site/ulaanbaatar-time';
import { SearchBox } from './SearchBox';
import styles from './NewsSidePanel.module.css';

type Props = {
  /** The list being shown, to mark it in the panel: a category cid or an archive month. */
  current?: number | string;
  searchTerm?: string;
};

/** Search, news categories with their counts, archive months and the latest news (blog, detail and reports pages). */
export async function NewsSidePanel({ current, searchTerm }: Props) {
  const lang = await getLocale();
  const [t, categories, months, recent] = await Promise.all([
    getTranslations('mm.blog'),
    getCategoryCounts({ type: 'news', lang }),
    getArchiveMonths({ lang }),
    getRecentNews({ lang, limit: 4 }),
  ]);
  return (
    <aside className={styles.panel}>
      <section>
        <h2 className={styles.heading}>{t('searchLabel')}</h2>
        <SearchBox label={t('searchLabel')} placeholder={t('searchPlaceholder')} button={t('searchButton')} initial={searchTerm} />
      </section>
      {categories.length > 0 && (
        <section>
          <h2 className={styles.heading}>{t('categories')}</h2>
          <ul className={styles.list}>
            {categories.map((c) => (
              <li key={c.cid}>
                <Link href={`/mm/blog/${c.cid}=1`} aria-current={current === c.cid ? 'page' : undefined}>
                  <span>{lang === 'en' ? c.category_en || c.category : c.category}</span>
                  <span className={styles.count}>
                    <span aria-hidden="true">{c.news_count}</span>
                    <span className="visually-hidden">{t('count', { count: c.news_count })}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      {months.length > 0 && (
        <section>
          <h2 className={styles.heading}>{t('archive')}</h2>
          <ul className={`${styles.list} ${styles.months}`}>
            {months.map((m) => (
              <li key={m.created_at}>
                <Link href={`/mm/blog/${m.created_at}=1`} aria-current={current === m.created_at ? 'page' : undefined}>
                  {m.date}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      {recent.length > 0 && (
        <section>
          <h2 className={styles.heading}>{t('recent')}</h2>
          <ul className={styles.recent}>
            {recent.map((n) => (
              <li key={n.id}>
                <Link href={`/mm/detail/${n.id}`}>{n.title}</Link>
                <time dateTime={n.created_at}>{ubDay(n.created_at)}</time>
              </li>
            ))}
          </ul>
        </section>
      )}
    </aside>
  );
}
