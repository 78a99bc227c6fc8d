import { Img } from '@/components/ui/Img';
import { getFormatter, getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import type { loadNews2023 } from '@/lib/conference/page-data';
import { Pager } from '@/components/ui/Pager';
import { NewsSearch } from './NewsSearch';
import { IslandMessages } from '../shell/IslandMessages';
import styles from './edition2023.module.css';
import { EmptyState } from '@/components/ui/EmptyState';
import { messageTemplate } from '@/lib/i18n/raw';

type Data = Awaited<ReturnType<typeof loadNews2023>>;


/** News cards of the 2023 edition with the side panel (search, categories) and, for a category, its pages. */
export async function NewsListing({ data, cid, page }: { data: Data; cid?: number; page: number }) {
  const t = await getTranslations('mw.e2023');
  const format = await getFormatter();
  return (
    <div className={`container ${styles.layout}`}>
      <div>
        {data.news.length === 0 ? (
          <EmptyState>{t('newsEmpty')}</EmptyState>
        ) : (
          <ul className={styles.cards}>
            {data.news.map((n) => (
              <li key={n.id}>
                <article className={styles.card}>
                  <Img src={n.image} alt="" width={730} height={455} sizes="(min-width: 992px) 36vw, (min-width: 768px) 50vw, 100vw" className={styles.cardImage} />
                  <div className={styles.cardBody}>
                    <h2>{n.title}</h2>
                    <time dateTime={n.created_at}>{format.dateTime(new Date(n.created_at), { dateStyle: 'medium', timeZone: 'Asia/Ulaanbaatar' })}</time>
                    {n.summary && <p>{n.summary}</p>}
                  </div>
                </article>
              </li>
            ))}
          </ul>
        )}
        {cid !== undefined && data.totalPages > 1 && (
          <Pager
            page={page}
            totalPages={data.totalPages}
            hrefFor={(n) => `/mw/2023/news/${cid}=${n}`}
            labels={{ label: t('pages'), first: t('pagerFirst'), previous: t('pagerPrevious'), next: t('pagerNext'), page: messageTemplate(t, 'page', 'page') }}
            className={styles.pager}
          />
        )}
      </div>
      <aside className={styles.panel}>
        <section>
          <h2>{t('search')}</h2>
          <IslandMessages section="e2023">
            <NewsSearch />
          </IslandMessages>
        </section>
        <section>
          <h2>{t('categories')}</h2>
          <ul className={styles.categories}>
            <li>
              <Link href="/mw/2023/news" aria-current={cid === undefined ? 'page' : undefined}>
                {t('allNews')}
              </Link>
            </li>
            {data.categories.map((c) => (
              <li key={c.cid}>
                <Link href={`/mw/2023/news/${c.cid}=1`} aria-current={c.cid === cid ? 'page' : undefined}>
                  <span>{c.name}</span> <span>({c.count})</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      </aside>
    </div>
  );
}
