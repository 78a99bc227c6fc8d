import type { Locale } from '@/lib/i18n/routing';

/** Next.js passes params as a promise. */
export type LocaleParams = { params: Promise<{ locale: string }> };

/** The [locale] segment was checked by the root layout; here it is one of ours. */
export async function localeOf(params: Promise<{ locale: string }>): Promise<Locale> {
  return (await params).locale as Locale;
}
