import type { Locale } from '@/lib/i18n/routing';

/** Next.js passes params and searchParams as promises. */
export type LocaleParams = { params: Promise<{ locale: string }> };
export type SearchParams = Record<string, string | string[] | undefined>;

/** The [locale] segment was checked by the root layout; here it is one of ours. */
export async function localeOf(params: Promise<{ locale: string }>): Promise<Locale> {
  return (await params).locale as Locale;
}
