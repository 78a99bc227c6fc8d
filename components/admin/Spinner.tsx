import { useTranslations } from 'next-intl';
import styles from './widgets.module.css';

/** A busy indicator that screen readers announce. */
export function Spinner() {
  const t = useTranslations('admin.ui');
  return (
    <span role="status" className={styles.spinner}>
      <span className={styles.spinnerWheel} aria-hidden="true" />
      <span className="visually-hidden">{t('loading')}</span>
    </span>
  );
}
