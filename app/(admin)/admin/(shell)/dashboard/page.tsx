import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { requireAdminPage } from '@/lib/auth/page';
import { getDb } from '@/lib/db/client';
import { dashboardCounts } from '@/lib/site/dashboard';
import { PageHeader } from '@/components/admin/PageHeader';
import styles from './dashboard.module.css';

type Tile = { key: string; href: string; label: string; count: number };

function Tiles({ tiles, label }: { tiles: Tile[]; label: string }) {
  return (
    <section aria-label={label}>
      <h2 className={styles.heading}>{label}</h2>
      <ul className={styles.tiles}>
        {tiles.map((tile) => (
          <li key={tile.key}>
            <Link href={tile.href} className={`${styles.tile} ${tile.count > 0 ? styles.waiting : ''}`}>
              <span className={styles.count}>{tile.count}</span>
              <span className={styles.label}>{tile.label}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The spec's two count tiles, then the work queues (issue 20.8: what waits for someone, with the page that
 * works it). Read on the server for every visit; the page checks the session itself too.
 */
export default async function DashboardPage() {
  await requireAdminPage();
  const t = await getTranslations('admin.dashboard');
  const { newsCount, requestCount, queues } = await dashboardCounts(await getDb());
  const totals: Tile[] = [
    { key: 'news', href: '/admin/update-news', label: t('news'), count: newsCount },
    { key: 'requests', href: '/admin/request-list', label: t('requests'), count: requestCount },
  ];
  const work = queues.map((q) => ({ ...q, label: t(`queues.${q.key}` as 'queues.officeRequests') }));
  return (
    <>
      <PageHeader title={t('title')} />
      <div className={styles.sections}>
        <Tiles tiles={totals} label={t('totals')} />
        <Tiles tiles={work} label={t('work')} />
      </div>
    </>
  );
}
