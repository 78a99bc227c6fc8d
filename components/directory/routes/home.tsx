import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { directoryPageMetadata, DIRECTORY_TITLE } from '@/lib/directory/seo';
import type { DirectoryBase } from '@/lib/directory/paths';
import { DirectoryHome, type HomeSearchParams } from '../home/DirectoryHome';
import { localeOf, type LocaleParams } from './types';

type Props = LocaleParams & { searchParams: Promise<HomeSearchParams> };

/** /yp and /yellow-page: the directory home. A search (?type&term) is not worth indexing. */
export function directoryHomeRoute(base: DirectoryBase) {
  return {
    generateMetadata: async ({ params, searchParams }: Props): Promise<Metadata> => {
      const locale = await localeOf(params);
      const t = await getTranslations({ locale, namespace: 'yp' });
      const searching = Boolean((await searchParams).term);
      return {
        ...directoryPageMetadata({ locale, path: base, title: DIRECTORY_TITLE, description: t('tagline'), noIndex: searching }),
        title: { absolute: DIRECTORY_TITLE },
      };
    },
    Page: async function DirectoryHomePage({ params, searchParams }: Props) {
      const locale = await localeOf(params);
      setRequestLocale(locale);
      return <DirectoryHome locale={locale} base={base} searchParams={await searchParams} />;
    },
  };
}
