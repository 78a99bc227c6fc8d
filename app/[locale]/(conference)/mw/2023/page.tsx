import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { localeOf } from '@/lib/i18n/page';
import { languageAlternates } from '@/lib/seo/metadata';
import { Notice } from '@/components/conference/edition2023/Notice';

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const locale = await localeOf(params);
  return { alternates: languageAlternates('/mw/2023', locale) };
}

/** /mw/2023 (static category 1): only the notice, in the page's language, that the page is under maintenance. */
export default async function Edition2023Home({ params }: { params: Promise<{ locale: string }> }) {
  const locale = await localeOf(params);
  setRequestLocale(locale);
  const t = await getTranslations('mw');
  return (
    <div className="container">
      <h1 className="visually-hidden">{t('meta.edition2023')}</h1>
      <Notice>{t('e2023.maintenance')}</Notice>
    </div>
  );
}
