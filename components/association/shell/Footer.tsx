import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { getSocialLinks, type SocialLink } from '@/lib/site/queries';
import { Icon, socialIcon } from './icons';
import { Logo } from './Logo';
import styles from './Footer.module.css';

async function loadSocialLinks(): Promise<SocialLink[]> {
  try {
    return await getSocialLinks({ site: 'mm' });
  } catch (error) {
    console.error('[mm] footer social links could not be read:', error);
    return [];
  }
}

/** About text, static contact details, links to the main pages and sister sites, and the social links (data). */
export async function Footer() {
  const [t, nav, contact, common, links] = await Promise.all([
    getTranslations('mm.footer'),
    getTranslations('mm.nav'),
    getTranslations('mm.contact'),
    getTranslations('common'),
    loadSocialLinks(),
  ]);
  const pages = [
    ['/mm/about', nav('about')],
    ['/mm/activity', nav('activity')],
    ['/mm/membership', nav('membership')],
    ['/mm/trade', nav('trade')],
    ['/mm/report=1', nav('reports')],
    ['/mm/contact', nav('contact')],
  ] as const;
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <section>
          <p className={styles.brand}>
            <Logo small />
            <span>{common('site.mm')}</span>
          </p>
          <p>{t('about')}</p>
          {links.length > 0 && (
            <>
              <h2 className={styles.heading}>{t('followUs')}</h2>
              <ul className={styles.social}>
                {links.map((link) => (
                  <li key={link.id}>
                    <a href={link.link} target="_blank" rel="noopener noreferrer" aria-label={`${link.icon} ${common('opensInNewTab')}`}>
                      <Icon name={socialIcon(link.icon)} />
                    </a>
                  </li>
                ))}
              </ul>
            </>
          )}
        </section>
        <section>
          <h2 className={styles.heading}>{t('quickLinks')}</h2>
          <ul className={styles.links}>
            {pages.map(([href, label]) => (
              <li key={href}>
                <Link href={href}>{label}</Link>
              </li>
            ))}
          </ul>
          <h2 className={styles.heading}>{t('sites')}</h2>
          <ul className={styles.links}>
            <li>
              <Link href="/mw">{t('miningWeek')}</Link>
            </li>
            <li>
              <Link href="/yp">{t('directory')}</Link>
            </li>
          </ul>
        </section>
        <section>
          <h2 className={styles.heading}>{t('contactUs')}</h2>
          <address className={styles.contact}>
            <p>
              <Icon name="pin" />
              <span>{contact('address')}</span>
            </p>
            <p>
              <Icon name="phone" />
              <a href={`tel:${contact('phoneHref')}`}>{contact('phone')}</a>
            </p>
            <p>
              <Icon name="mail" />
              <a href={`mailto:${contact('email')}`}>{contact('email')}</a>
            </p>
            <p>
              <Icon name="clock" />
              <span>{contact('hours')}</span>
            </p>
          </address>
        </section>
      </div>
      <p className={styles.rights}>{t('rights', { year: new Date().getFullYear() })}</p>
    </footer>
  );
}
