import type { Metadata } from 'next';
import type { Locale } from '@/lib/i18n/routing';
import { siteUrl } from '@/lib/seo/site-url';
import { pageMetadata, type PageSeo } from '@/lib/seo/metadata';

/** Spec §1/§9: /yp and /yellow-page pages carry the directory's name; English pages its English name. */
export const DIRECTORY_TITLE = 'Уул уурхайн нэгдсэн лавлах';
const DIRECTORY_TITLE_EN = 'Mongolian Mining Directory';
export const directoryTitle = (locale: Locale) => (locale === 'en' ? DIRECTORY_TITLE_EN : DIRECTORY_TITLE);
/** The title meta value of yellow-page routes ("mining directory"). */
const DIRECTORY_META_TITLE = 'Уул уурхайн лавлах';

/** The directory layouts' metadata: the title template every page title goes through. */
export function directoryLayoutMetadata(locale: Locale): Metadata {
  const title = directoryTitle(locale);
  return {
    metadataBase: new URL(siteUrl()),
    title: { default: title, template: `%s | ${title}` },
    applicationName: title,
    other: { title: DIRECTORY_META_TITLE },
    openGraph: { siteName: title, type: 'website', locale: locale === 'mn' ? 'mn_MN' : 'en_US' },
  };
}

export function directoryPageMetadata(seo: Omit<PageSeo, 'siteName'>): Metadata {
  return pageMetadata({ ...seo, siteName: directoryTitle(seo.locale) });
}
