import { languageAlternates } from '@/lib/seo/metadata';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { loadNews2023 } from '@/lib/conference/page-data';
import { tryLoad } from '@/lib/conference/try-load';
import { NewsListing } from '@/components/conference/edition2023/NewsListing';
import { PageHero } from '@/components/conference/ui/PageHero';
import { LoadError } from '@/components/conference/ui/LoadError';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return { title: (await getTranslations({ locale, namespace: 'mw.meta' }))('news2023'), alternates: languageAlternates('/mw/2023/news', locale as Locale) };
}

/** /mw/2023/news: the latest news of the 2023 edition with the side panel. */
export default async function News2023Page({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('mw.e2023');
  const data = await tryLoad(loadNews2023({ locale: locale as Locale, page: 1 }), 'the 2023 news');
  return (
    <>
      <PageHero title={t('newsTitle')} />
      {data.ok ? <NewsListing data={data.data} page={1} /> : <div className="container"><LoadError /></div>}
    </>
  );
}
