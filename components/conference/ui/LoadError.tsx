import { getTranslations } from 'next-intl/server';
import styles from './page.module.css';

/** What a page shows when its data could not be read (never an empty list). */
export async function LoadError() {
  const t = await getTranslations('common');
  return (
    <p role="alert" className={styles.error}>
      {t('loadError')}
    </p>
  );
}
