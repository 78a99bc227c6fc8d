'use client';

import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import { directoryPaths, type DirectoryBase } from '@/lib/directory/paths';
import { LanguageToggle } from '@/components/ui/LanguageToggle';
import { CategoryDrawer } from './CategoryDrawer';
import { NavLinks } from './NavLinks';
import styles from './shell.module.css';

/**
 * Brand, the directory search (`search`, rendered on the server), the main links (in the drawer on small screens),
 * the category drawer and the language switch. Rendered here from the shell's strings, so a page's RSC payload
 * carries the bar as one reference instead of its elements and links (issue 23.3); the markup is still
 * rendered on the server.
 */
export function DirectoryNavbar({ base, search }: { base: DirectoryBase; search: ReactNode }) {
  const t = useTranslations('yp');
  const common = useTranslations('common');
  const paths = directoryPaths(base);
  const links = [
    { href: paths.home, label: t('nav.home') },
    { href: paths.register, label: t('nav.register') },
    { href: paths.meeting, label: t('nav.meeting') },
    { href: paths.contact, label: t('nav.contact') },
  ];
  return (
    <header className={styles.header}>
      <div className={`container ${styles.bar}`}>
        <CategoryDrawer base={base} links={links} />
        <Link href={paths.home} className={styles.brand}>
          {/* Drawn, not the ⛏ character: phones without an emoji font showed an empty box. */}
          <svg aria-hidden="true" className={styles.mark} viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round">
            <path d="M4 20 14 10" />
            <path d="M7.5 4.5Q18 6 19.5 16.5" />
          </svg>
          {t('title')}
        </Link>
        <nav aria-label={t('nav.label')} className={styles.nav}>
          <NavLinks links={links} />
        </nav>
        {search}
        <div className={styles.tools}>
          <LanguageToggle label={common('switchLanguage')} ariaLabel={common('switchLanguageLabel')} className={styles.language} />
        </div>
      </div>
    </header>
  );
}
