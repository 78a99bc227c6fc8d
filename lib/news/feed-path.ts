import type { Locale } from '@/lib/i18n/routing';
import { localizedPath } from '@/lib/i18n/paths';

/** The news feed's address in a language, of one category when given. */
export const feedPath = (lang: Locale, category?: number) =>
  `${localizedPath('/mm/rss.xml', lang)}${category === undefined ? '' : `?category=${category}`}`;
