import type { Locale } from './routing';

/** A text in the page's language, or in Mongolian (lang 'mn') where the English one was left empty. */
export type InLanguage = { text: string; lang: Locale };

export function inLanguage(mn: string, en: string | null | undefined, locale: Locale): InLanguage {
  return locale === 'en' && en?.trim() ? { text: en, lang: 'en' } : { text: mn, lang: 'mn' };
}
