import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { mmPageMetadata } from '@/lib/seo/mm-metadata';
import { searchHref, searchQuery, type RawSearchParams } from '@/lib/search/query';
import { siteResultsPage } from '@/lib/search/site-page';
import { Pager } from '@/components/ui/Pager';
import { EmptyState } from '@/components/ui/EmptyState';
import { pagerLabels } from '@/components/association/pager-labels';
import { SearchPageForm } from '@/components/search/SearchPageForm';
import { SiteResults } from '@/components/search/SiteResults';
import styles from '@/components/search/results.module.css';

// The [locale] layout prerenders its pages; a free-text search must render per request instead.
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<RawSearchParams> };

/** Results pages are not worth indexing; the term is free text, so the page renders on every request. */
export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { locale } = (await params) as { locale: Locale };
  const { q } = searchQuery(await searchParams);
  const t = await getTranslations({ locale, namespace: 'common.search' });
  return mmPageMetadata({ locale, path: '/mm/search', title: q ? t('results', { term: q }) : t('title'), description: t('description'), noIndex: true });
}

/**
 * /mm/search?q=…&page=N: one search over the whole site (news, pages, reports, documents, directory companies,
 * consultants and conference sessions), rendered on the server, grouped by kind. Reading searchParams makes it dynamic: never in
 * Next's cache, and the page cache (lib/cache/page-cache.mjs) keeps no URL with a query string.
 */
export default async function SiteSearchPage({ params, searchParams }: Props) {
  const { locale } = (await params) as { locale: Locale };
  setRequestLocale(locale);
  const { q, page } = searchQuery(await searchParams);
  const [t, found] = await Promise.all([getTranslations('common.search'), siteResultsPage({ q, page, lang: locale })]);
  return (
    <div className={`container ${styles.page}`}>
      <h1 className={styles.heading}>{q ? t('results', { term: q }) : t('title')}</h1>
      <SearchPageForm action="/mm/search" q={q} label={t('label')} />
      {found.advice ? <p className={styles.hint}>{found.advice}</p> : null}
      {!q ? (
        <p>{t('prompt')}</p>
      ) : found.total === 0 ? (
        <EmptyState>{t('empty')}</EmptyState>
      ) : (
        <>
          <p className={styles.count}>{t('count', { total: found.total })}</p>
          <SiteResults groups={found.groups} />
          {found.totalPages > 1 ? (
            <Pager page={page} totalPages={found.totalPages} labels={await pagerLabels()} hrefFor={(n) => searchHref('/mm/search', { q, page: n })} />
          ) : null}
        </>
      )}
    </div>
  );
}
