import { useTranslations } from 'next-intl';
import styles from './widgets.module.css';

/** A busy indicator that screen readers announce. */
export function Spinner({ label }: { label?: string }) {
  const t = useTranslations('admin.ui');
  return (
    <span role="status" className={styles.spinner}>
      <span className={styles.spinnerWheel} aria-hidden="true" />
      <span className="visually-hidden">{label ?? t('loading')}</span>
    </span>
  );
}
