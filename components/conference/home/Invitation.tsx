import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import styles from './home.module.css';

/** The organisers' invitation (the current edition's text, /admin/week/home) and the call to register. */
export async function Invitation({ paragraphs }: { paragraphs: string[] }) {
  const t = await getTranslations('mw.home');
  return (
    <section className={`container ${styles.invitation}`} aria-labelledby="mw-invitation">
      <div>
        <h2 id="mw-invitation">{t('invitationHeading')}</h2>
        {paragraphs.map((p) => (
          <p key={p}>{p}</p>
        ))}
        <p className={styles.signature}>{t('signature')}</p>
      </div>
      <aside className={styles.cta} aria-labelledby="mw-cta">
        <h2 id="mw-cta">{t('ctaHeading')}</h2>
        <p>
          <time dateTime="2025-09-11">{t('dates')}</time>
          <br />
          {t('place')}
        </p>
        <p>{t('ctaText')}</p>
        <Link href="/mw/register" className={styles.primary}>
          {t('register')}
        </Link>
      </aside>
    </section>
  );
}
