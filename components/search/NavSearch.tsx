import { getLocale, getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { localizedPath } from '@/lib/i18n/paths';
import styles from './nav-search.module.css';

/**
 * The navbar's search: a plain GET form to a server-rendered results page (/mm/search or /yp/search), so it
 * works without JavaScript and adds none. `scope` picks the label: the whole site or the directory.
 */
export async function NavSearch({ action, scope, className }: { action: '/mm/search' | '/yp/search'; scope: 'site' | 'directory'; className?: string }) {
  const [locale, t] = await Promise.all([getLocale(), getTranslations('common.search')]);
  const label = scope === 'site' ? t('label') : t('directoryLabel');
  const id = `nav-search-${scope}`;
  return (
    <form role="search" aria-label={label} action={localizedPath(action, locale as Locale)} method="get" className={`${styles.form} ${className ?? ''}`}>
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <input id={id} name="q" type="search" required maxLength={100} placeholder={t('placeholder')} enterKeyHint="search" className={styles.input} />
      <button type="submit" className={styles.button}>
        <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round">
          <circle cx="10.5" cy="10.5" r="6.5" />
          <path d="m15.5 15.5 5 5" />
        </svg>
        <span className="visually-hidden">{t('find')}</span>
      </button>
    </form>
  );
}
