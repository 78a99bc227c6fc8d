import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from './routing';

/** The opening of a localized page: its locale from the route, static rendering enabled for it, and its messages. */
export async function openPage(params: Promise<{ locale: string }>, namespace: string) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  return { locale, t: await getTranslations(namespace) };
}
