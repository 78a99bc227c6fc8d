'use client';

import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import styles from '@/components/ui/not-found.module.css';

/**
 * The spec's 'Page Not Found' with the link back to /mm, inside whichever site's frame wraps it.
 * A client component: not-found boundaries get no params, the shell's provider gives the strings.
 */
export function PageNotFound() {
  const t = useTranslations('common');
  return (
    <div className={styles.page}>
      <h1>{t('pageNotFound')}</h1>
      <p>404</p>
      <Link href="/mm">{t('backHome')}</Link>
    </div>
  );
}
