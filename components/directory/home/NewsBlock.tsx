import { Img } from '@/components/ui/Img';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import { directoryPages, type DirectoryNewsItem } from '@/lib/directory/queries';
import { LoadError } from '../listing/Notice';
import { EmptyState } from '@/components/ui/EmptyState';
import styles from './home.module.css';
import columns from '@/components/ui/columns.module.css';

const detailHref = (id: number) => `/mm/detail/${id}`;

/** One large story and three small ones: association news published for the directory (yellow_book). */
export async function NewsBlock({ locale }: { locale: Locale }) {
  const t = await getTranslations('yp.news');
  let items: DirectoryNewsItem[];
  try {
    items = await directoryPages.news({ lang: locale, limit: 4 });
  } catch (error) {
    return (
      <section aria-labelledby="yp-news" className={styles.section}>
        <h2 id="yp-news">{t('title')}</h2>
        <LoadError error={error} what="directory news" />
      </section>
    );
  }
  const [lead, ...rest] = items;
  const date = (iso: string) => new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'mn-MN', { dateStyle: 'medium', timeZone: 'Asia/Ulaanbaatar' }).format(new Date(iso));
  return (
    <section aria-labelledby="yp-news" className={styles.section}>
      <h2 id="yp-news">{t('title')}</h2>
      {!lead ? (
        <EmptyState>{t('empty')}</EmptyState>
      ) : (
        <div className={columns.mainSide}>
          <article className={styles.lead}>
            <Img src={lead.image} alt="" width={730} height={455} sizes="(min-width: 900px) 60vw, 100vw" className={styles.leadImage} />
            <h3>
              <Link href={detailHref(lead.id)}>{lead.title}</Link>
            </h3>
            <p className={styles.date}>
              <time dateTime={lead.created_at}>{date(lead.created_at)}</time>
            </p>
            {lead.summary && <p>{lead.summary}</p>}
          </article>
          <ul className={styles.small}>
            {rest.map((item) => (
              <li key={item.id}>
                <article className={styles.smallItem}>
                  <Img src={item.image} alt="" width={160} height={100} className={styles.smallImage} />
                  <div>
                    <h3>
                      <Link href={detailHref(item.id)}>{item.title}</Link>
                    </h3>
                    <p className={styles.date}>
                      <time dateTime={item.created_at}>{date(item.created_at)}</time>
                    </p>
                  </div>
                </article>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
