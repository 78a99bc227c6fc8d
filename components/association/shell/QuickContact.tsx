import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { Icon } from './icons';
import styles from './QuickContact.module.css';

/** A floating panel with the fastest ways to reach the office. A native disclosure: no script needed. */
export async function QuickContact() {
  const [t, contact] = await Promise.all([getTranslations('mm.quickContact'), getTranslations('mm.contact')]);
  return (
    <aside aria-label={t('open')}>
      <details className={styles.panel}>
        <summary className={styles.toggle} aria-label={t('open')} title={t('open')}>
          <Icon name="chat" size={22} />
        </summary>
        <div className={styles.body}>
          <p className={styles.title}>{t('open')}</p>
          <ul>
            <li>
              <a href={`tel:${contact('phoneHref')}`}>
                <Icon name="phone" />
                <span>
                  {t('call')}
                  <small>{contact('phone')}</small>
                </span>
              </a>
            </li>
            <li>
              <a href={`mailto:${contact('email')}`}>
                <Icon name="mail" />
                <span>
                  {t('write')}
                  <small>{contact('email')}</small>
                </span>
              </a>
            </li>
            <li>
              <Link href="/mm/contact">
                <Icon name="pin" />
                <span>
                  {t('page')}
                  <small>{contact('hours')}</small>
                </span>
              </Link>
            </li>
          </ul>
        </div>
      </details>
    </aside>
  );
}
