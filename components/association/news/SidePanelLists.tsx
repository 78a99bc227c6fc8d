'use client';

import { Link } from '@/lib/i18n/navigation';
import { ubDay } from '@/lib/site/ulaanbaatar-time';
import { SearchBox } from './SearchBox';
import type { SidePanelView } from './side-panel-view';
import styles from './NewsSidePanel.module.css';

type Labels = Record<'searchLabel' | 'searchPlaceholder' | 'searchButton' | 'categories' | 'archive' | 'recent', string>;

type Props = {
  view: SidePanelView;
  labels: Labels;
  /** The list being shown, to mark it: a category cid or an archive month. */
  current?: number | string;
  searchTerm?: string;
};

const currentIf = (match: boolean) => (match ? ({ 'aria-current': 'page' } as const) : {});

/** The news side panel drawn from the fields it shows (side-panel-view): search, categories, archive, recent news. */
export function SidePanelLists({ view, labels, current, searchTerm }: Props) {
  return (
    <aside className={styles.panel}>
      <section>
        <h2 className={styles.heading}>{labels.searchLabel}</h2>
        <SearchBox label={labels.searchLabel} placeholder={labels.searchPlaceholder} button={labels.searchButton} initial={searchTerm} />
      </section>
      {view.categories.length > 0 && (
        <section>
          <h2 className={styles.heading}>{labels.categories}</h2>
          <ul className={styles.list}>
            {view.categories.map((c) => (
              <li key={c.cid}>
                <Link href={`/mm/blog/${c.cid}=1`} {...currentIf(current === c.cid)}>
                  <span>{c.name}</span>
                  <span className={styles.count}>
                    <span aria-hidden="true">{c.count}</span>
                    <span className="visually-hidden">{c.countLabel}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      {view.months.length > 0 && (
        <section>
          <h2 className={styles.heading}>{labels.archive}</h2>
          <ul className={`${styles.list} ${styles.months}`}>
            {view.months.map((m) => (
              <li key={m.created_at}>
                <Link href={`/mm/blog/${m.created_at}=1`} {...currentIf(current === m.created_at)}>
                  {m.date}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      {view.recent.length > 0 && (
        <section>
          <h2 className={styles.heading}>{labels.recent}</h2>
          <ul className={styles.recent}>
            {view.recent.map((n) => (
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
