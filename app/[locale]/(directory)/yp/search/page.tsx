import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { directoryPageMetadata } from '@/lib/directory/seo';
import { CONSULTANT_PAGE_SIZE } from '@/lib/directory/listing-sizes';
import { directoryResultsPage } from '@/lib/directory/search-page';
import { searchHref, searchQuery, type RawSearchParams } from '@/lib/search/query';
import { EmptyState } from '@/components/ui/EmptyState';
import { CompanyGrid } from '@/components/directory/listing/CompanyGrid';
import { ConsultantTable } from '@/components/directory/listing/ConsultantTable';
import { DirectoryPager } from '@/components/directory/listing/DirectoryPager';
import { SearchPageForm } from '@/components/search/SearchPageForm';
import styles from '@/components/search/results.module.css';

// The [locale] layout prerenders its pages; a free-text search must render per request instead.
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<RawSearchParams> };

/** Results pages are not worth indexing; the term is free text, so the page renders on every request. */
export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { locale } = (await params) as { locale: Locale };
  const { q } = searchQuery(await searchParams);
  const [t, common] = await Promise.all([getTranslations({ locale, namespace: 'yp.search' }), getTranslations({ locale, namespace: 'common.search' })]);
  return directoryPageMetadata({
    locale,
    path: '/yp/search',
    title: q ? t('results', { term: q }) : common('title'),
    description: common('directoryDescription'),
    noIndex: true,
  });
}

/**
 * /yp/search?q=…&type=company|consultant&page=N: the directory search, rendered on the server (company cards
 * or the consultant table, paging, the empty message). Dynamic (it reads searchParams), never cached.
 */
export default async function DirectorySearchPage({ params, searchParams }: Props) {
  const { locale } = (await params) as { locale: Locale };
  setRequestLocale(locale);
  const { q, type, page } = searchQuery(await searchParams);
  const [t, common, found] = await Promise.all([
    getTranslations('yp.search'),
    getTranslations('common.search'),
    directoryResultsPage({ q, type, page, lang: locale }),
  ]);
  const hrefFor = (n: number) => searchHref('/yp/search', { q, type, page: n });
  return (
    <div className={`container ${styles.page}`}>
      <h1 className={styles.heading}>{q ? t('results', { term: q }) : common('title')}</h1>
      <SearchPageForm
        action="/yp/search"
        q={q}
        label={t('label')}
        type={{ value: type, label: t('typeLabel'), options: { company: t('company'), consultant: t('consultant') } }}
      />
      {found.advice ? <p className={styles.hint}>{found.advice}</p> : null}
      {!q ? (
        <p>{common('prompt')}</p>
      ) : found.total === 0 ? (
        <EmptyState>{t('empty')}</EmptyState>
      ) : (
        <>
          <p className={styles.count}>{t('count', { total: found.total })}</p>
          {found.kind === 'company' ? (
            <CompanyGrid companies={found.companies} base="/yp" />
          ) : (
            <ConsultantTable consultants={found.consultants} firstNumber={(page - 1) * CONSULTANT_PAGE_SIZE + 1} />
          )}
          <DirectoryPager page={page} totalPages={found.totalPages} hrefFor={hrefFor} />
        </>
      )}
    </div>
  );
}
