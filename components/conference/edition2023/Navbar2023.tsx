import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { LanguageChoice } from '../shell/LanguageChoice';
import { NavMenu } from '../shell/NavMenu';
import { BrandMark } from '../shell/BrandMark';
import nav from '../shell/navbar.module.css';
import styles from './edition2023.module.css';

/** The archived 2023 edition's own navbar: its static categories (1 home, 2 registration, 4 presentations) and news. */
export async function Navbar2023() {
  const t = await getTranslations('mw.e2023.nav');
  const skip = await getTranslations('mw.nav');
  const links = [
    { href: '/mw/2023', label: t('home') },
    { href: '/mw/2023/category/2', label: t('register') },
    { href: '/mw/2023/presentation', label: t('presentation') },
    { href: '/mw/2023/news', label: t('news') },
  ];
  return (
    <header className={`${nav.header} ${styles.header}`}>
      <a href="#main" className="skip-link">
        {skip('skip')}
      </a>
      <nav className={`container ${nav.bar}`} aria-label={t('label')}>
        <Link href="/mw/2023" className={nav.brand}>
          <BrandMark />
          <span>
            Mining Week <strong>2023</strong>
          </span>
        </Link>
        <NavMenu openLabel={skip('open')} closeLabel={skip('close')}>
          <ul className={nav.links}>
            {links.map((l) => (
              <li key={l.href}>
                <Link href={l.href} className={nav.link}>
                  {l.label}
                </Link>
              </li>
            ))}
          </ul>
          <div className={nav.actions}>
            <LanguageChoice />
            <Link href="/mw" className={nav.cta}>
              {t('current')}
            </Link>
          </div>
        </NavMenu>
      </nav>
    </header>
  );
}
