import styles from './assessment.module.css';

export function Spinner() {
  return <span className={styles.spinner} aria-hidden="true" />;
}
