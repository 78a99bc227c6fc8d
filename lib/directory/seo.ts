import type { Metadata } from 'next';
import type { Locale } from '@/lib/i18n/routing';
import { siteUrl } from '@/lib/seo/site-url';
import { pageMetadata, type PageSeo } from '@/lib/seo/metadata';

/** Spec §1/§9: /yp and /yellow-page pages carry the Mongolian name of the unified mining directory, in both languages. */
export const DIRECTORY_TITLE = 'Уул уурхайн нэгдсэн лавлах';
/** The title meta value of yellow-page routes ("mining directory"). */
const DIRECTORY_META_TITLE = 'Уул уурхайн лавлах';

/** The directory layouts' metadata: the title template every page title goes through. */
export function directoryLayoutMetadata(locale: Locale): Metadata {
  return {
    metadataBase: new URL(siteUrl()),
    title: { default: DIRECTORY_TITLE, template: `%s | ${DIRECTORY_TITLE}` },
    applicationName: DIRECTORY_TITLE,
    other: { title: DIRECTORY_META_TITLE },
    openGraph: { siteName: DIRECTORY_TITLE, type: 'website', locale: locale === 'mn' ? 'mn_MN' : 'en_US' },
  };
}

export function directoryPageMetadata(seo: Omit<PageSeo, 'siteName'>): Metadata {
  return pageMetadata({ ...seo, siteName: DIRECTORY_TITLE });
}
