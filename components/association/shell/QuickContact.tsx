import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { Icon, type IconName } from './icons';
import styles from './QuickContact.module.css';

/** One way to reach the office, inside its link: what to do, and the number, address or hours. */
function Way({ icon, action, detail }: { icon: IconName; action: string; detail: string }) {
  return (
    <>
      <Icon name={icon} />
      <span>
        {action}
        <small>{detail}</small>
      </span>
    </>
  );
}

/** A floating panel with the fastest ways to reach the office. A native disclosure: no script needed. */
export async function QuickContact() {
  const [t, contact] = await Promise.all([getTranslations('mm.quickContact'), getTranslations('mm.contact')]);
  return (
    <aside aria-label={t('open')}>
      <details className={styles.panel}>
        {/* Its title is its name as well as its tooltip: an aria-label would only repeat it. */}
        <summary className={styles.toggle} title={t('open')}>
          <Icon name="chat" />
        </summary>
        <div className={styles.body}>
          <p className={styles.title}>{t('open')}</p>
          <ul>
            <li>
              <a href={`tel:${contact('phoneHref')}`}>
                <Way icon="phone" action={t('call')} detail={contact('phone')} />
              </a>
            </li>
            <li>
              <a href={`mailto:${contact('email')}`}>
                <Way icon="mail" action={t('write')} detail={contact('email')} />
              </a>
            </li>
            <li>
              <Link href="/mm/contact">
                <Way icon="pin" action={t('page')} detail={contact('hours')} />
              </Link>
            </li>
          </ul>
        </div>
      </details>
    </aside>
  );
}
