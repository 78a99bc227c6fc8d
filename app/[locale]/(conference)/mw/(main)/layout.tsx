import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { localeOf } from '@/lib/i18n/page';
import { siteUrl } from '@/lib/seo/site-url';
import { ConferenceShell } from '@/components/conference/shell/ConferenceShell';

type Props = { children: ReactNode; params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Omit<Props, 'children'>): Promise<Metadata> {
  const locale = await localeOf(params);
  const t = await getTranslations({ locale, namespace: 'mw.meta' });
  return {
    // Canonical and hreflang URLs of the pages resolve against the public address.
    metadataBase: new URL(siteUrl()),
    title: { default: 'Mining Week', template: '%s | Mining Week' },
    description: t('description'),
  };
}

/** Every current-edition /mw page inside the conference frame. */
export default async function ConferenceLayout({ children, params }: Props) {
  const locale = await localeOf(params);
  setRequestLocale(locale);
  return <ConferenceShell locale={locale}>{children}</ConferenceShell>;
}
