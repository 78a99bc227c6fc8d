import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { KeyIn } from '@/lib/i18n/keys';
import { localeOf, type LocaleParams } from '@/lib/i18n/page';
import { languageAlternates } from './metadata';

/**
 * generateMetadata of a plain Mining Week page: its title from the key `mw.<title>` (the layout's template adds the
 * site name) and its canonical/hreflang alternates. Usage: `export const generateMetadata = mwMetadata('/mw/about', 'meta.about');`
 */
export function mwMetadata(path: string, title: KeyIn<'mw'>, extra: Metadata = {}) {
  return async ({ params }: LocaleParams): Promise<Metadata> => {
    const locale = await localeOf(params);
    const t = await getTranslations({ locale, namespace: 'mw' });
    return { title: t(title), alternates: languageAlternates(path, locale), ...extra };
  };
}
