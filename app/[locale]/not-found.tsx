import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import styles from '@/components/ui/not-found.module.css';

export default async function NotFound() {
  const t = await getTranslations('common');
  return (
    <main className={styles.page}>
      <h1>Page Not Found</h1>
      <p>404</p>
      <Link href="/mm">{t('backHome')}</Link>
    </main>
  );
}
