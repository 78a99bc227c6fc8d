import { getFormatter, getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import type { SiteGroup } from '@/lib/search/site-page';
import { MarkedText } from './MarkedText';
import styles from './results.module.css';

/** The site search's results of one page, a section per kind: title and snippet with the match marked, date, link. */
export async function SiteResults({ groups }: { groups: SiteGroup[] }) {
  const [t, format] = await Promise.all([getTranslations('common.search'), getFormatter()]);
  return (
    <>
      {groups.map((group) => (
        <section key={group.kind} aria-labelledby={`kind-${group.kind}`} className={styles.group}>
          <h2 id={`kind-${group.kind}`} className={styles.groupHeading}>
            {t(`kinds.${group.kind}`)}
          </h2>
          <ul className={styles.list}>
            {group.results.map((r) => (
              <li key={`${r.type}:${r.id}`} className={styles.item}>
                <h3 className={styles.itemTitle}>
                  <Link href={r.url}>
                    <MarkedText text={r.title} marks={r.titleMarks} />
                  </Link>
                </h3>
                {r.snippet ? (
                  <p className={styles.snippet}>
                    <MarkedText text={r.snippet} marks={r.snippetMarks} />
                  </p>
                ) : null}
                {r.date ? (
                  <p className={styles.date}>
                    <time dateTime={r.date}>{format.dateTime(new Date(r.date), { dateStyle: 'medium', timeZone: 'Asia/Ulaanbaatar' })}</time>
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}
