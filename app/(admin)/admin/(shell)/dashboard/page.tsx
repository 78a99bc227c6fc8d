import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { requireAdminPage } from '@/lib/auth/page';
import { getDb } from '@/lib/db/client';
import { dashboardCounts } from '@/lib/site/commands-requests';
import { PageHeader } from '@/components/admin/PageHeader';
import styles from './dashboard.module.css';

/** Two count tiles, each linking to its list. Read on the server; the page checks the session itself too. */
export default async function DashboardPage() {
  await requireAdminPage();
  const t = await getTranslations('admin.dashboard');
  const { newsCount, requestCount } = await dashboardCounts(await getDb());
  const tiles = [
    { href: '/admin/update-news', label: t('news'), count: newsCount },
    { href: '/admin/request-list', label: t('requests'), count: requestCount },
  ];
  return (
    <>
      <PageHeader title={t('title')} />
      <ul className={styles.tiles}>
        {tiles.map((tile) => (
          <li key={tile.href}>
            <Link href={tile.href} className={styles.tile}>
              <span className={styles.count}>{tile.count}</span>
              <span className={styles.label}>{tile.label}</span>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
