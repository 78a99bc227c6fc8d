import { getTranslations } from 'next-intl/server';
import { Icon } from './icons';
import styles from './ContactBar.module.css';

/** Phone, e-mail, office hours and address above the navbar (static text), a complementary landmark. */
export async function ContactBar() {
  const t = await getTranslations('mm.contact');
  return (
    <aside className={styles.bar} aria-label={t('title')}>
      <div className={`container ${styles.inner}`}>
        <a href={`tel:${t('phoneHref')}`}>
          <Icon name="phone" />
          <span className="visually-hidden">{t('phoneLabel')}: </span>
          {t('phone')}
        </a>
        <a href={`mailto:${t('email')}`}>
          <Icon name="mail" />
          <span className="visually-hidden">{t('emailLabel')}: </span>
          {t('email')}
        </a>
        <span className={styles.wide}>
          <Icon name="clock" />
          <span className="visually-hidden">{t('hoursLabel')}: </span>
          {t('hours')}
        </span>
        <span className={styles.wide}>
          <Icon name="pin" />
          <span className="visually-hidden">{t('addressLabel')}: </span>
          {t('addressShort')}
        </span>
      </div>
    </aside>
  );
}
