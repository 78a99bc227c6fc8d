import { mwMetadata } from '@/lib/seo/mw-metadata';
import { openPage } from '@/lib/i18n/page';
import type { Locale } from '@/lib/i18n/routing';
import { loadNews2023 } from '@/lib/conference/page-data';
import { tryLoad } from '@/lib/conference/try-load';
import { NewsListing } from '@/components/conference/edition2023/NewsListing';
import { PageHero } from '@/components/conference/ui/PageHero';
import { LoadError } from '@/components/conference/ui/LoadError';

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = mwMetadata('/mw/2023/news', 'meta.news2023');

/** /mw/2023/news: the latest news of the 2023 edition with the side panel. */
export default async function News2023Page({ params }: Props) {
  const { locale, t } = await openPage(params, 'mw.e2023');
  const data = await tryLoad(loadNews2023({ locale: locale as Locale, page: 1 }), 'the 2023 news');
  return (
    <>
      <PageHero title={t('newsTitle')} />
      {data.ok ? <NewsListing data={data.data} page={1} /> : <div className="container"><LoadError /></div>}
    </>
  );
}
