import { getTranslations } from 'next-intl/server';
import type { EventStatKey } from '@/lib/conference/constants';
import styles from './home.module.css';

/** The current event's headline numbers (set in /admin/week/events; the seed has the spec's). */
export async function Stats({ statistics }: { statistics: { key: EventStatKey; value: string }[] }) {
  if (statistics.length === 0) return null;
  const t = await getTranslations('mw.home');
  return (
    <section className={styles.stats} aria-labelledby="mw-stats">
      <h2 id="mw-stats" className="visually-hidden">
        {t('statsHeading')}
      </h2>
      <dl className={`container ${styles.statList}`}>
        {statistics.map((s) => (
          <div key={s.key} className={styles.stat}>
            <dt>{t(`stats.${s.key}`)}</dt>
            <dd>{s.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
