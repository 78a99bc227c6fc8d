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

/** The slug's category and page with their news (one cached read for the title and the page). */
async function find(params: Props['params']) {
  const { slug } = await params;
  const locale = await localeOf(params);
  const parsed = parseNewsSlug(slug);
  if (!parsed) return { locale, slug, parsed, data: null, category: undefined };
  const data = await tryLoad(loadNews2023({ locale, cid: parsed.cid, page: parsed.page }), 'the 2023 news');
  const category = data.ok ? data.data.categories.find((c) => c.cid === parsed.cid)?.name : undefined;
  return { locale, slug, parsed, data, category };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, slug, parsed, category } = await find(params);
  return {
    // Titled as the page's heading: the category's name.
    title: category ?? (await getTranslations({ locale, namespace: 'mw.meta' }))('news2023'),
    alternates: languageAlternates(`/mw/2023/news/${slug}`, locale),
    // The share image (issue 24.6): the category's name.
    ...(parsed ? await conferenceShareMetadata(locale, 'mw-news', parsed.cid) : {}),
  };
}

/** /mw/2023/news/{cid}={page}: the news of one category, page by page. */
export default async function News2023CategoryPage({ params }: Props) {
  const { locale, parsed, data, category } = await find(params);
  setRequestLocale(locale);
  if (!parsed || !data) notFound();
  const t = await getTranslations('mw.e2023');
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
