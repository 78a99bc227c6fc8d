import { languageAlternates } from '@/lib/seo/metadata';
import { conferenceShareMetadata } from '@/lib/seo/share-cards';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { localeOf } from '@/lib/i18n/page';
import { loadNews2023 } from '@/lib/conference/page-data';
import { parseNewsSlug } from '@/lib/conference/validators';
import { tryLoad } from '@/lib/conference/try-load';
import { NewsListing } from '@/components/conference/edition2023/NewsListing';
import { PageHero } from '@/components/conference/ui/PageHero';
import { LoadError } from '@/components/conference/ui/LoadError';

type Props = { params: Promise<{ locale: string; slug: string }> };

export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  const locale = await localeOf(params);
  const parsed = parseNewsSlug(slug);
  return {
    title: (await getTranslations({ locale, namespace: 'mw.meta' }))('news2023'),
    alternates: languageAlternates(`/mw/2023/news/${slug}`, locale),
    // The share image (issue 24.6): the category's name.
    ...(parsed ? await conferenceShareMetadata(locale, 'mw-news', parsed.cid) : {}),
  };
}

/** /mw/2023/news/{cid}={page}: the news of one category, page by page. */
export default async function News2023CategoryPage({ params }: Props) {
  const { slug } = await params;
  const locale = await localeOf(params);
  setRequestLocale(locale);
  const parsed = parseNewsSlug(slug);
  if (!parsed) notFound();
  const t = await getTranslations('mw.e2023');
  const data = await tryLoad(loadNews2023({ locale: locale, cid: parsed.cid, page: parsed.page }), 'the 2023 news');
  const category = data.ok ? data.data.categories.find((c) => c.cid === parsed.cid)?.name : undefined;
  // A category the archive does not list, or a page past its last one, is not a page (a 404, not an empty list).
  if (data.ok && (category === undefined || parsed.page > Math.max(1, data.data.totalPages))) notFound();
  return (
    <>
      <PageHero title={category ?? t('newsTitle')} />
      {data.ok ? (
        <NewsListing data={data.data} cid={parsed.cid} page={parsed.page} />
      ) : (
        <div className="container">
          <LoadError />
        </div>
      )}
    </>
  );
}
