import styles from './Logo.module.css';

/** The association's mark: a mountain and a mine shaft in the national colours (Logo.module.css). Decorative: the site's name stands beside it. */
export function Logo({ small = false }: { small?: boolean }) {
  return <span aria-hidden="true" className={small ? `${styles.logo} ${styles.small}` : styles.logo} />;
}
