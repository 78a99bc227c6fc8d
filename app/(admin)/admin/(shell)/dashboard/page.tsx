import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { requireAdminPage } from '@/lib/auth/page';
import { getDb } from '@/lib/db/client';
import { dashboardCounts } from '@/lib/site/dashboard';
import { checkInCounts } from '@/lib/conference/commands-checkin';
import { currentEventId } from '@/lib/conference/queries';
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
 * works it), then the current event's arrivals per day once check-in has begun. Read on the server for every visit; the page checks the session itself too.
 */
export default async function DashboardPage() {
  await requireAdminPage();
  const t = await getTranslations('admin.dashboard');
  const db = await getDb();
  const [{ newsCount, requestCount, queues }, arrivals] = await Promise.all([dashboardCounts(db), checkInCounts(db, await currentEventId(db))]);
  const totals: Tile[] = [
    { key: 'news', href: '/admin/update-news', label: t('news'), count: newsCount },
    { key: 'requests', href: '/admin/request-list', label: t('requests'), count: requestCount },
  ];
  const work = queues.map((q) => ({ ...q, label: t(`queues.${q.key}` as 'queues.officeRequests') }));
  const checkIns = arrivals.map((a) => ({ key: a.day, href: '/admin/week/check-in', label: t('checkInDay', { day: a.day }), count: a.count }));
  return (
    <>
      <PageHeader title={t('title')} />
      <div className={styles.sections}>
        <Tiles tiles={totals} label={t('totals')} />
        <Tiles tiles={work} label={t('work')} />
        {checkIns.length > 0 && <Tiles tiles={checkIns} label={t('checkIns')} />}
      </div>
    </>
  );
}
