'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useSignedIn } from '../role';
import { canAccess } from '@/lib/auth/roles';
import { ADMIN_NAV, isCurrent, type NavItem } from './nav';
import styles from './shell.module.css';

/** Every admin screen of the three sites, one collapsible group per site; the current site's group starts open. */
export function Sidebar({ id, open, pathname, label }: { id: string; open: boolean; pathname: string; label: string }) {
  const t = useTranslations('admin.nav');
  const account = useSignedIn();
  // A moderator sees no account screens; the pages and the API refuse them as well.
  const visible = (access: NavItem['access']) => account !== null && canAccess(account.role, access ?? 'read');
  return (
    <nav id={id} className={`${styles.sidebar} ${open ? styles.sidebarOpen : ''}`} aria-label={label}>
      {ADMIN_NAV.map((group) => (
        <details key={group.key} className={styles.group} open={group.key === 'association' || group.items.some((item) => isCurrent(item.href, pathname))}>
          <summary className={styles.groupTitle}>{t(`groups.${group.key}`)}</summary>
          <ul className={styles.list}>
            {group.items.filter((item) => visible(item.access)).map((item) => (
              <li key={item.href}>
                <Link href={item.href} className={styles.link} aria-current={isCurrent(item.href, pathname) ? 'page' : undefined} prefetch={false}>
                  {t(item.key)}
                </Link>
              </li>
            ))}
          </ul>
        </details>
      ))}
    </nav>
  );
}
