'use client';

import { useLocale, useTranslations } from 'next-intl';
import { usePathname, useRouter } from '@/lib/i18n/navigation';
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, locales, type Locale } from '@/lib/i18n/routing';
import styles from './navbar.module.css';

/**
 * The conference navbar sets a language explicitly (one button per language). The choice is stored in the
 * NEXT_LOCALE cookie, so a later visit to an unprefixed URL follows it, and the page reloads in that language.
 */
export function LanguageButtons() {
  const t = useTranslations('mw.nav');
  const current = useLocale() as Locale;
  const pathname = usePathname();
  const router = useRouter();

  function choose(locale: Locale) {
    document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=${LOCALE_COOKIE_MAX_AGE}; samesite=lax`;
    if (locale !== current) router.replace(pathname, { locale, scroll: false });
  }

  return (
    <div className={styles.languages} role="group" aria-label={t('language')}>
      {locales.map((locale) => (
        <button
          key={locale}
          type="button"
          lang={locale}
          className={styles.language}
          aria-pressed={locale === current}
          aria-label={t(locale)}
          onClick={() => choose(locale)}
        >
          {locale.toUpperCase()}
        </button>
      ))}
    </div>
  );
}
