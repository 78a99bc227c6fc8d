'use client';

import { useEffect, useState, type ReactNode } from 'react';
import { usePathname } from 'next/navigation';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { signOut } from 'next-auth/react';
import { useTranslations } from 'next-intl';
import { Sidebar } from './Sidebar';
import styles from './shell.module.css';

type Account = { first_name: string; position: string; role: string };

/**
 * Header, sidebar (a drawer on phones) and the screen's content, with the screens' query client: one per browser
 * tab, and no long caching, since admin data changes under our feet.
 */
export function ShellFrame({ account, children }: { account: Account; children: ReactNode }) {
  const t = useTranslations('admin.shell');
  const pathname = usePathname();
  const [open, setOpen] = useState(false);
  const [client] = useState(() => new QueryClient({ defaultOptions: { queries: { staleTime: 0, retry: 1, refetchOnWindowFocus: false } } }));

  // A chosen screen closes the drawer on phones.
  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <div className={styles.shell}>
      <a className="skip-link" href="#admin-main">
        {t('skip')}
      </a>
      <header className={styles.header}>
        <button
          type="button"
          className={styles.menuButton}
          aria-expanded={open}
          aria-controls="admin-sidebar"
          aria-label={open ? t('closeMenu') : t('openMenu')}
          onClick={() => setOpen((v) => !v)}
        >
          <span aria-hidden="true">☰</span>
        </button>
        <span className={styles.brand}>{t('brand')}</span>
        <div className={styles.account}>
          <span className={styles.accountName}>{account.first_name}</span>
          {account.position && <span className={styles.accountPosition}>{account.position}</span>}
          <span className="visually-hidden">{account.role}</span>
        </div>
        {/* next-auth removes the `token` cookie; the login page follows. */}
        <button type="button" className={styles.logout} onClick={() => signOut({ callbackUrl: '/admin/login' })}>
          {t('logout')}
        </button>
      </header>
      <div className={styles.body}>
        <Sidebar id="admin-sidebar" open={open} pathname={pathname} label={t("navLabel")} />
        {open && <div className={styles.backdrop} aria-hidden="true" onClick={() => setOpen(false)} />}
        <main id="admin-main" className={styles.main} tabIndex={-1}>
          <QueryClientProvider client={client}>{children}</QueryClientProvider>
        </main>
      </div>
    </div>
  );
}
