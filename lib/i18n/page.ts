import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Namespace } from './keys';
import type { Locale } from './routing';

/** Next.js passes params as a promise. */
export type LocaleParams = { params: Promise<{ locale: string }> };

/** The [locale] segment was checked by the root layout (app/[locale]/layout.tsx): here it is one of ours. */
export async function localeOf(params: Promise<{ locale: string }>): Promise<Locale> {
  return (await params).locale as Locale;
}

/** The opening of a localized page: its locale from the route, static rendering enabled for it, and its messages. */
export async function openPage<NS extends Namespace>(params: Promise<{ locale: string }>, namespace: NS) {
  const locale = await localeOf(params);
  setRequestLocale(locale);
  return { locale, t: await getTranslations(namespace) };
}
