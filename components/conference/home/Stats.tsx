import { getTranslations } from 'next-intl/server';
import { HOME_STATS } from '@/lib/conference/constants';
import styles from './home.module.css';

/** The fixed headline numbers of the event. */
export async function Stats() {
  const t = await getTranslations('mw.home');
  return (
    <section className={styles.stats} aria-labelledby="mw-stats">
      <h2 id="mw-stats" className="visually-hidden">
        {t('statsHeading')}
      </h2>
      <dl className={`container ${styles.statList}`}>
        {HOME_STATS.map((s) => (
          <div key={s.key} className={styles.stat}>
            <dt>{t(`stats.${s.key}`)}</dt>
            <dd>{s.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
