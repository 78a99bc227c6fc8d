import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { directoryPageMetadata, directoryTitle } from '@/lib/directory/seo';
import type { DirectoryBase } from '@/lib/directory/paths';
import { DirectoryHome } from '../home/DirectoryHome';
import { localeOf, type LocaleParams } from '@/lib/i18n/page';

/** /yp and /yellow-page: the directory home, a cached page (searches open /yp/search). */
export function directoryHomeRoute(base: DirectoryBase) {
  return {
    generateMetadata: async ({ params }: LocaleParams): Promise<Metadata> => {
      const locale = await localeOf(params);
      const t = await getTranslations({ locale, namespace: 'yp' });
      return {
        ...directoryPageMetadata({ locale, path: base, title: directoryTitle(locale), description: t('tagline') }),
        title: { absolute: directoryTitle(locale) },
      };
    },
    Page: async function DirectoryHomePage({ params }: LocaleParams) {
      const locale = await localeOf(params);
      setRequestLocale(locale);
      return <DirectoryHome locale={locale} base={base} />;
    },
  };
}
