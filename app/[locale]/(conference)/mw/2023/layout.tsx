import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { localeOf } from '@/lib/i18n/page';
import { siteUrl } from '@/lib/seo/site-url';
import { Edition2023Shell } from '@/components/conference/edition2023/Edition2023Shell';

type Props = { children: ReactNode; params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Omit<Props, 'children'>): Promise<Metadata> {
  const locale = await localeOf(params);
  const t = await getTranslations({ locale, namespace: 'mw.meta' });
  return {
    // Canonical and hreflang URLs of the pages resolve against the public address.
    metadataBase: new URL(siteUrl()),
    title: { default: `${t('edition2023')} | Mining Week`, template: '%s | Mining Week' },
    // The archive's own words: without them a search result shows whatever text it picks from the page.
    description: t('description2023'),
  };
}

/** The archived 2023 edition's pages inside its own frame. */
export default async function Edition2023Layout({ children, params }: Props) {
  const locale = await localeOf(params);
  setRequestLocale(locale);
  return <Edition2023Shell>{children}</Edition2023Shell>;
}
