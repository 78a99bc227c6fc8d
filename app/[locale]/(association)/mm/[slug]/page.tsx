import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { getReports, getReportsPreview, REPORT_PAGE_SIZE } from '@/lib/reports/queries';
import { previewingEditor } from '@/lib/publishing/preview';
import { mmPageMetadata } from '@/lib/seo/mm-metadata';
import { REPORTS_SHARE_VERSION, shareImagePath } from '@/lib/seo/share-cards';
import { Breadcrumbs } from '@/components/ui/Breadcrumbs';
import { EmptyState } from '@/components/ui/EmptyState';
import { Pager } from '@/components/ui/Pager';
import { ReportCard } from '@/components/association/reports/ReportCard';
import { NewsSidePanel } from '@/components/association/news/NewsSidePanel';
import { pagerLabels } from '@/components/association/pager-labels';
import styles from '@/components/association/page.module.css';
import reports from './reports.module.css';
import { messageTemplate } from '@/lib/i18n/raw';

type Params = { params: Promise<{ locale: string; slug: string }> };

export function generateStaticParams() {
  return [];
}

/** The only /mm/{segment} this route serves is 'report={page}'; anything else is not found. */
function reportPage(slug: string): number | null {
  const match = /^report(?:=|%3D)([1-9]\d{0,4})$/i.exec(slug);
  return match ? Number(match[1]) : null;
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { locale, slug } = (await params) as { locale: Locale; slug: string };
  const page = reportPage(slug);
  if (page === null) return {};
  const [t, meta] = await Promise.all([getTranslations({ locale, namespace: 'mm.report' }), getTranslations({ locale, namespace: 'mm.meta' })]);
  return mmPageMetadata({
    locale,
    path: `/mm/report=${page}`,
    title: t('title'),
    description: meta('report'),
    image: shareImagePath(locale, 'reports', 1, REPORTS_SHARE_VERSION),
  });
}

/** /mm/report={page}: report cards 6 per page with PDF downloads, and the side news panel. */
export default async function ReportsPage({ params }: Params) {
  const { locale, slug } = (await params) as { locale: Locale; slug: string };
  setRequestLocale(locale);
  const page = reportPage(slug);
  if (page === null) notFound();
  const [t, common, list] = await Promise.all([
    getTranslations('mm.report'),
    getTranslations('common'),
    // An editor in preview (draft mode) sees drafts and scheduled reports too; everyone else the public ones.
    ((await previewingEditor()) ? getReportsPreview : getReports)({ lang: locale, page, limit: REPORT_PAGE_SIZE }),
  ]);
  const labels = { download: t('download'), downloadLabel: messageTemplate(t, 'downloadLabel', 'title'), published: messageTemplate(t, 'published', 'date') };
  return (
    <div className={`container ${styles.page}`}>
      <Breadcrumbs locale={locale} label={common('breadcrumbs')} items={[{ name: common('home'), href: '/mm' }, { name: t('title'), href: `/mm/report=${page}` }]} />
      <div className={styles.withAside}>
        <section aria-labelledby="reports-title">
          <h1 id="reports-title" className={styles.title}>
            {t('title')}
          </h1>
          {list.reports.length === 0 ? (
            <EmptyState>{t('empty')}</EmptyState>
          ) : (
            <div className={reports.grid}>
              {list.reports.map((report, i) => (
                <ReportCard key={report.id} report={report} lang={locale} labels={labels} priority={i < 2} />
              ))}
            </div>
          )}
          {list.totalPages > 1 && <Pager page={page} totalPages={list.totalPages} labels={await pagerLabels()} hrefFor={(n) => `/mm/report=${n}`} />}
        </section>
        <NewsSidePanel />
      </div>
    </div>
  );
}
