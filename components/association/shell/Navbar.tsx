import { getLocale, getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { LanguageToggle } from '@/components/ui/LanguageToggle';
import { NavSearch } from '@/components/search/NavSearch';
import { getMenus, type Menu } from '@/lib/news/queries';
import type { Locale } from '@/lib/i18n/routing';
import { buildNav } from './nav-items';
import { NavMenu } from './NavMenu';
import { Logo } from './Logo';
import styles from './Navbar.module.css';
import { messageTemplate } from '@/lib/i18n/raw';

async function loadMenus(lang: Locale): Promise<Menu[]> {
  try {
    return await getMenus({ lang });
  } catch (error) {
    // The fixed pages still make a working navbar; the menus come back with the next successful read.
    console.error('[mm] navbar menus could not be read:', error);
    return [];
  }
}

/** Logo, the site-wide search (/mm/search), language toggle and the menu: fixed pages plus the active menus of the back office (levels 1-3). */
export async function Navbar() {
  const locale = await getLocale();
  const [t, common, menus] = await Promise.all([getTranslations('mm.nav'), getTranslations('common'), loadMenus(locale)]);
  const items = buildNav(
    {
      home: t('home'),
      about: t('about'),
      aboutUs: t('aboutUs'),
      organization: t('organization'),
      anniversary: t('anniversary'),
      activity: t('activity'),
      workingGroups: t('workingGroups'),
      projects: t('projects'),
      legal: t('legal'),
      assessment: t('assessment'),
      membership: t('membership'),
      board: t('board'),
      members: t('members'),
      becomeMember: t('becomeMember'),
      trade: t('trade'),
      reports: t('reports'),
      contact: t('contact'),
    },
    menus,
  );
  return (
    <header className={styles.header}>
      <div className={`container ${styles.top}`}>
        <Link href="/mm" className={styles.brand} aria-label={t('logo')}>
          <Logo />
          <span className={styles.brandName}>{common('site.mm')}</span>
        </Link>
        <NavSearch action="/mm/search" scope="site" className={styles.search} />
        <LanguageToggle className={styles.language} label={common('switchLanguage')} ariaLabel={common('switchLanguageLabel')} />
      </div>
      <div className={styles.navRow}>
        <div className="container">
          <NavMenu items={items} label={t('label')} menuLabel={t('menu')} submenuLabel={messageTemplate(t, 'submenu', 'label')} />
        </div>
      </div>
    </header>
  );
}
