import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import type { MenuLink } from '@/lib/conference/page-data';
import { LanguageChoice } from './LanguageChoice';
import { NavMenu } from './NavMenu';
import { SiteLink } from './SiteLink';
import { BrandMark } from './BrandMark';
import { NavSearch } from '@/components/search/NavSearch';
import styles from './navbar.module.css';

/** The /mw navbar: the site-wide search (/mm/search), the menu built from the conference categories, the language buttons and the register link. */
export async function ConferenceNavbar({ menu }: { menu: MenuLink[] }) {
  const t = await getTranslations('mw.nav');
  return (
    <header className={styles.header}>
      <a href="#main" className="skip-link">
        {t('skip')}
      </a>
      <nav className={`container ${styles.bar}`} aria-label={t('label')}>
        <Link href="/mw" className={styles.brand} aria-label={t('home')}>
          <BrandMark />
          <span>
            Mining Week <strong>2025</strong>
          </span>
        </Link>
        <NavSearch action="/mm/search" scope="site" className={styles.search} />
        <NavMenu openLabel={t('open')} closeLabel={t('close')}>
          <ul className={styles.links}>
            {menu.map((item) => (
              <li key={item.key}>
                <SiteLink href={item.href} className={styles.link}>
                  {item.label}
                </SiteLink>
              </li>
            ))}
          </ul>
          <div className={styles.actions}>
            <LanguageChoice />
            <Link href="/mw/register" className={styles.cta}>
              {t('register')}
            </Link>
          </div>
        </NavMenu>
      </nav>
    </header>
  );
}
