import { Img } from '@/components/ui/Img';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import styles from './Highlights.module.css';

const HIGHLIGHTS = [
  { key: 'mw', href: '/mw' },
  { key: 'yp', href: '/yp' },
  { key: 'assessment', href: '/mm/assessment' },
  { key: 'trade', href: '/mm/trade' },
] as const;

/** The static image slider: pictures shipped with the site that lead to the sister sites and key programmes. Swipe or scroll, no script. */
export async function Highlights() {
  const t = await getTranslations('mm.home');
  return (
    <section aria-labelledby="highlights-title" className={styles.section}>
      <h2 id="highlights-title" className="visually-hidden">
        {t('highlights')}
      </h2>
      <ul className={styles.track}>
        {HIGHLIGHTS.map(({ key, href }) => (
          <li key={key} className={styles.slide}>
            <Link href={href} className={styles.card}>
              <Img src={`/images/mm/promo-${key}.jpg`} alt="" width={480} height={320} sourceWidth={480} sizes="(max-width: 640px) 80vw, 280px" className={styles.image} />
              <span className={styles.title}>{t(`promo.${key}.title`)}</span>
              <span className={styles.text}>{t(`promo.${key}.text`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
