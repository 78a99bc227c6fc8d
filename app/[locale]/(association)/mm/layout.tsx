import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { localeOf } from '@/lib/i18n/page';
import { siteUrl } from '@/lib/seo/site-url';
import { feedAlternate, mmSiteName } from '@/lib/seo/mm-metadata';
import { AssociationShell } from '@/components/association/shell/AssociationShell';

type Params = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const locale = await localeOf(params);
  const t = await getTranslations({ locale, namespace: 'mm.meta' });
  const name = t('siteTitle');
  return {
    metadataBase: new URL(siteUrl()),
    title: { default: name, template: `%s | ${name}` },
    description: t('description'),
    applicationName: name,
    alternates: { types: await feedAlternate(locale) },
    // A 2.5 KB icon: browsers fetch it with every first visit, beside the page's own pictures.
    icons: { icon: { url: '/images/mm/icon-64.png', sizes: '64x64', type: 'image/png' } },
    openGraph: { siteName: await mmSiteName(locale), type: 'website', locale: locale === 'mn' ? 'mn_MN' : 'en_US' },
    twitter: { card: 'summary' },
  };
}

/** Every /mm page inside the association's frame. */
export default async function AssociationLayout({ children, params }: Params & { children: ReactNode }) {
  const locale = await localeOf(params);
  setRequestLocale(locale);
  return <AssociationShell>{children}</AssociationShell>;
}
