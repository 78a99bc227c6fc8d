'use client';

import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import styles from '@/components/ui/not-found.module.css';

/** An unknown directory address (e.g. a category code that does not exist), inside the directory shell. */
export function DirectoryNotFound() {
  const t = useTranslations('common');
  return (
    <div className={styles.page}>
      <h1>{t('pageNotFound')}</h1>
      <p>404</p>
      <Link href="/mm">{t('backHome')}</Link>
    </div>
  );
}
