import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import styles from './edition2023.module.css';

/** The 2023 edition's own footer. */
export async function Footer2023() {
  const t = await getTranslations('mw');
  return (
    <footer className={styles.footer}>
      <div className="container">
        <p>{t('e2023.footer')}</p>
        <p>
          <Link href="/mw">{t('e2023.nav.current')}</Link> · {t('footer.rights', { year: 2023 })}
        </p>
      </div>
    </footer>
  );
}
