'use client';

import { useLocale } from 'next-intl';
import { usePathname } from '@/lib/i18n/navigation';
import { localizedPath } from '@/lib/i18n/paths';
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, type Locale } from '@/lib/i18n/routing';

type Props = {
  /** Visible text, e.g. 'English' on a Mongolian page. */
  label: string;
  /**
   * A spoken explanation, e.g. 'Switch the language to English'. It is appended to the label, so the
   * accessible name still starts with the visible text (WCAG 2.5.3, label in name).
   */
  ariaLabel?: string;
  className?: string;
  /** A fixed target language (the conference navbar sets a language explicitly); default: the other one. */
  to?: Locale;
};

/**
 * Switches the language: stores the choice in the NEXT_LOCALE cookie for a year (the proxy follows it on
 * unprefixed URLs), then loads the same page in that language (Mongolian unprefixed, English under /en).
 * A plain link underneath, so it still leads to the other language without JavaScript.
 */
export function LanguageToggle({ label, ariaLabel, className, to }: Props) {
  const locale = useLocale();
  const target: Locale = to ?? (locale === 'mn' ? 'en' : 'mn');
  const href = localizedPath(usePathname(), target);
  return (
    <a
      href={href}
      hrefLang={target}
      lang={target}
      className={className}
      aria-label={ariaLabel ? `${label} — ${ariaLabel}` : undefined}
      aria-current={target === locale ? 'true' : undefined}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        document.cookie = `${LOCALE_COOKIE}=${target}; path=/; max-age=${LOCALE_COOKIE_MAX_AGE}; SameSite=Lax`;
        window.location.assign(`${href}${window.location.search}${window.location.hash}`);
      }}
    >
      {label}
    </a>
  );
}
