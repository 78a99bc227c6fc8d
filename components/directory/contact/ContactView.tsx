import { getTranslations } from 'next-intl/server';
import { DIRECTORY_CONTACT, mapEmbedUrl, mapLinkUrl } from '@/lib/directory/contact';
import styles from './contact.module.css';

/** /yp/contact and /yellow-page/contact: map, phone, e-mail, address and office hours. */
export async function ContactView() {
  const t = await getTranslations('yp.contact');
  return (
    <div className={`container ${styles.page}`}>
      <h1>{t('title')}</h1>
      <p className={styles.intro}>{t('intro')}</p>
      <div className={styles.grid}>
        <address className={styles.card}>
          <dl>
            <div>
              <dt>{t('address')}</dt>
              <dd>{t('addressText')}</dd>
            </div>
            <div>
              <dt>{t('phone')}</dt>
              <dd>
                <a href={DIRECTORY_CONTACT.phoneHref}>{DIRECTORY_CONTACT.phone}</a>
              </dd>
            </div>
            <div>
              <dt>{t('email')}</dt>
              <dd>
                <a href={`mailto:${DIRECTORY_CONTACT.email}`}>{DIRECTORY_CONTACT.email}</a>
              </dd>
            </div>
            <div>
              <dt>{t('hours')}</dt>
              <dd>{t('hoursText')}</dd>
            </div>
          </dl>
        </address>
        <figure className={styles.map}>
          <iframe title={t('map')} src={mapEmbedUrl(DIRECTORY_CONTACT.map)} loading="lazy" referrerPolicy="no-referrer" />
          <figcaption>
            <a href={mapLinkUrl(DIRECTORY_CONTACT.map)} target="_blank" rel="noopener noreferrer">
              {t('mapLink')}
            </a>
          </figcaption>
        </figure>
      </div>
    </div>
  );
}
