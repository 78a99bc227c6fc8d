import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { languageAlternates } from './metadata';

type LocaleParams = { params: Promise<{ locale: string }> };

/**
 * generateMetadata of a plain Mining Week page: its title from `namespace.key` (the layout's template adds the
 * site name) and its canonical/hreflang alternates. Usage: `export const generateMetadata = mwMetadata('/mw/about', 'about');`
 */
export function mwMetadata(path: string, key: string, namespace = 'mw.meta', extra: Metadata = {}) {
  return async ({ params }: LocaleParams): Promise<Metadata> => {
    const locale = (await params).locale as Locale;
    const t = await getTranslations({ locale, namespace });
    return { title: t(key), alternates: languageAlternates(path, locale), ...extra };
  };
}
