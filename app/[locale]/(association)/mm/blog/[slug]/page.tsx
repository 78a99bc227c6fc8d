import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { blogPath, parseBlogSlug, type BlogSelection } from '@/lib/news/blog-slug';
import { getCategoryCounts, getNewsByCategory, getNewsByMonth, getNewsSearch } from '@/lib/news/queries';
import { NEWS_PAGE_SIZE } from '@/lib/news/constants';
import { isPastLastPage } from '@/lib/api/params';
import { monthLabel } from '@/lib/site/ulaanbaatar-time';
import { mmPageMetadata } from '@/lib/seo/mm-metadata';
import { Breadcrumbs } from '@/components/ui/Breadcrumbs';
import { Pager } from '@/components/ui/Pager';
import { NewsGrid } from '@/components/association/news/NewsGrid';
import { NewsSidePanel } from '@/components/association/news/NewsSidePanel';
import { pagerLabels } from '@/components/association/pager-labels';
import styles from '@/components/association/page.module.css';

type Params = { params: Promise<{ locale: string; slug: string }> };

export function generateStaticParams() {
  return [];
}

/**
 * The list's heading: the category's name, the archive month or the search term. Null for a category number
 * the site has no (active) news category for, and for a month without news: those addresses are 404s, not empty
 * lists search engines keep (the archive links only months with news). A search term that finds nothing is a
 * real page with the spec's empty text.
 */
async function headingOf(selection: BlogSelection, locale: Locale): Promise<string | null> {
  const t = await getTranslations({ locale, namespace: 'mm.blog' });
  if (selection.kind === 'month') {
    const { total } = await loadNews(selection, 1, locale);
    return total ? t('archiveTitle', { month: monthLabel(selection.month, locale) }) : null;
  }
  if (selection.kind === 'search') return t('searchTitle', { term: selection.term });
  const category = (await getCategoryCounts({ type: 'news' })).find((c) => c.cid === selection.cid);
  if (!category) return null;
  return locale === 'en' ? category.category_en || category.category : category.category;
}

function loadNews(selection: BlogSelection, page: number, lang: Locale) {
  const paging = { page, limit: NEWS_PAGE_SIZE, lang };
  if (selection.kind === 'month') return getNewsByMonth({ month: selection.month, ...paging });
  if (selection.kind === 'search') return getNewsSearch({ term: selection.term, ...paging });
  return getNewsByCategory({ category: selection.cid, ...paging });
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { locale, slug } = (await params) as { locale: Locale; slug: string };
  const parsed = parseBlogSlug(slug);
  if (!parsed) return {};
  const t = await getTranslations({ locale, namespace: 'mm.meta' });
  const { selection, page } = parsed;
  const description =
    selection.kind === 'month'
      ? t('blogArchive', { month: monthLabel(selection.month, locale) })
      : selection.kind === 'search'
        ? t('blogSearch', { term: selection.term })
        : t('blog');
  const title = await headingOf(selection, locale);
  if (title === null) return {};
  return mmPageMetadata({
    locale,
    path: blogPath(selection, page),
    title,
    description,
    noIndex: selection.kind === 'search',
    ...(selection.kind === 'category' ? { feedCategory: { cid: selection.cid, title } } : {}),
  });
}

/**
 * /mm/blog/{cid}={page}: a category, an archive month or search results, 6 per page, with the side panel;
 * an unknown category and a page past the last are a 404.
 */
export default async function BlogPage({ params }: Params) {
  const { locale, slug } = (await params) as { locale: Locale; slug: string };
  setRequestLocale(locale);
  const parsed = parseBlogSlug(slug);
  if (!parsed) notFound();
  const { selection, page } = parsed;
  const [t, common, heading, list] = await Promise.all([
    getTranslations('mm.blog'),
    getTranslations('common'),
    headingOf(selection, locale),
    loadNews(selection, page, locale),
  ]);
  if (heading === null || isPastLastPage(page, list.totalPages)) notFound();
  return (
    <div className={`container ${styles.page}`}>
      <Breadcrumbs
        locale={locale}
        label={common('breadcrumbs')}
        items={[{ name: common('home'), href: '/mm' }, { name: t('title'), href: '/mm/blog/8=1' }, { name: heading, href: blogPath(selection, page) }]}
      />
      <div className={styles.withAside}>
        <section aria-labelledby="blog-title">
          <h1 id="blog-title" className={styles.title}>
            {heading}
          </h1>
          {selection.kind === 'search' && list.total > 0 && <p className={styles.meta}>{t('resultCount', { count: list.total })}</p>}
          <NewsGrid news={list.news} empty={t('empty')} />
          {list.totalPages > 1 && (
            <Pager page={page} totalPages={list.totalPages} labels={await pagerLabels()} hrefFor={(n) => blogPath(selection, n)} />
          )}
        </section>
        <NewsSidePanel
          current={selection.kind === 'category' ? selection.cid : selection.kind === 'month' ? selection.month : undefined}
          searchTerm={selection.kind === 'search' ? selection.term : undefined}
        />
      </div>
    </div>
  );
}
