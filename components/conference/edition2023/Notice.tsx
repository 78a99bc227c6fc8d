import styles from './edition2023.module.css';

/** The archive's maintenance and under-repair notices. */
export function Notice({ children, lang }: { children: string; lang?: string }) {
  return (
    <div className={styles.notice} role="status" lang={lang}>
      <svg width="40" height="40" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path fill="#8a5a00" d="M22.7 19 13.6 9.9c.9-2.3.4-5-1.5-6.9-2-2-5-2.4-7.4-1.3L9 6 6 9 1.6 4.7C.4 7.1.9 10.1 2.9 12.1c1.9 1.9 4.6 2.4 6.9 1.5l9.1 9.1c.4.4 1 .4 1.4 0l2.3-2.3c.5-.4.5-1.1.1-1.4Z" />
      </svg>
      <p>{children}</p>
    </div>
  );
}
