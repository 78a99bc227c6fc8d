import { defineRouting } from 'next-intl/routing';

export const locales = ['mn', 'en'] as const;
export type Locale = (typeof locales)[number];
export const LOCALE_COOKIE = 'NEXT_LOCALE';
export const LOCALE_COOKIE_MAX_AGE = 60 * 60 * 24 * 365;

/**
 * Mongolian URLs carry no prefix, English ones live under /en, so search engines index both.
 * Accept-Language is not used: an unprefixed URL is Mongolian unless the visitor chose English (proxy.ts).
 */
export const routing = defineRouting({
  locales,
  defaultLocale: 'mn',
  localePrefix: 'as-needed',
  localeDetection: false,
  localeCookie: false,
});

export const isLocale = (value: unknown): value is Locale => locales.includes(value as Locale);
