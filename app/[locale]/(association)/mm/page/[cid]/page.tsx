import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { localizedPath } from '@/lib/i18n/paths';
import { getStaticPage, getStaticPagePreview } from '@/lib/news/queries';
import { previewingEditor } from '@/lib/publishing/preview';
import { mmPageMetadata } from '@/lib/seo/mm-metadata';
import { Breadcrumbs } from '@/components/ui/Breadcrumbs';
import { EmptyState } from '@/components/ui/EmptyState';
import { RichText } from '@/components/ui/RichText';
import { isProjectPage } from '@/components/association/project-pages';
import { ResponsibleMining } from '@/components/association/projects/ResponsibleMining';
import { MineralGallery } from '@/components/association/projects/MineralGallery';
import { VideoList } from '@/components/association/projects/VideoList';
import { AnniversaryBook } from '@/components/association/projects/AnniversaryBook';
import { SustainableMining } from '@/components/association/projects/SustainableMining';
import page from '@/components/association/page.module.css';

type Params = { params: Promise<{ locale: string; cid: string }> };
type Content = { cid: number; title: string; text: string; newsMenu?: boolean; metaTitle?: string; metaDescription?: string };

/** Saved texts often open with the page's own name as a heading; the page already shows it as its title. */
function withoutTitleHeading(html: string, title: string) {
  const heading = /^\s*<h[1-3][^>]*>([\s\S]*?)<\/h[1-3]>/i.exec(html);
  return heading && heading[1]!.trim() === title.trim() ? html.slice(heading[0].length) : html;
}

export function generateStaticParams() {
  return [];
}

/**
 * The project pages 20-26 always exist (their names are the spec's); any other cid is a static menu page of
 * the back office. A news menu's cid leads to its news list instead.
 */
async function loadPage(raw: string, locale: Locale): Promise<Content | null> {
  if (!/^[1-9]\d{0,8}$/.test(raw)) return null;
  const cid = Number(raw);
  // An editor in preview (draft mode) sees the draft text; everyone else the published one, cached.
  const saved = await ((await previewingEditor()) ? getStaticPagePreview : getStaticPage)({ cid, lang: locale });
  const seo = { metaTitle: saved?.metaTitle, metaDescription: saved?.metaDescription };
  if (isProjectPage(cid)) {
    const t = await getTranslations({ locale, namespace: 'mm.projects' });
    const title = t(`${cid}.title`);
    return { cid, title, text: withoutTitleHeading(saved?.text ?? '', title), ...seo };
  }
  return saved && { cid, title: saved.title, text: withoutTitleHeading(saved.text, saved.title), newsMenu: saved.page_type === 'news', ...seo };
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { locale, cid } = (await params) as { locale: Locale; cid: string };
  const content = await loadPage(cid, locale);
  if (!content || content.newsMenu) return {};
  const meta = await getTranslations({ locale, namespace: 'mm.meta' });
  const image = isProjectPage(content.cid) ? `/images/mm/project-${content.cid}.jpg` : undefined;
  // The editor's search-engine title and description (issue 24.8), else the page's name and the standard line.
  return mmPageMetadata({
    locale,
    path: `/mm/page/${content.cid}`,
    title: content.metaTitle || content.title,
    description: content.metaDescription || meta('page', { title: content.title }),
    image,
  });
}

/** Extra content a project page shows below its text (spec §2.3). */
function ProjectContent({ cid, locale }: { cid: number; locale: Locale }) {
  if (cid === 20) return <ResponsibleMining locale={locale} />;
  if (cid === 21) return <MineralGallery locale={locale} />;
  if (cid === 22) return <VideoList locale={locale} />;
  if (cid === 25) return <AnniversaryBook />;
  if (cid === 26) return <SustainableMining locale={locale} />;
  return null;
}

/** /mm/page/{cid}: a project page (20-26) or a static menu page with the text saved in the static page editor. */
export default async function StaticMenuPage({ params }: Params) {
  const { locale, cid } = (await params) as { locale: Locale; cid: string };
  setRequestLocale(locale);
  const content = await loadPage(cid, locale);
  if (!content) notFound();
  if (content.newsMenu) permanentRedirect(localizedPath(`/mm/blog/${content.cid}=1`, locale));
  const [t, common] = await Promise.all([getTranslations('mm.pages'), getTranslations('common')]);
  const textOnly = !isProjectPage(content.cid) || content.cid === 23 || content.cid === 24;
  return (
    <div className={`container ${page.page}`}>
      <Breadcrumbs
        locale={locale}
        label={common('breadcrumbs')}
        items={[{ name: common('home'), href: '/mm' }, { name: content.title, href: `/mm/page/${content.cid}` }]}
      />
      <h1 className={page.title}>{content.title}</h1>
      {content.text ? <RichText html={content.text} /> : textOnly && <EmptyState>{t('empty')}</EmptyState>}
      <ProjectContent cid={content.cid} locale={locale} />
    </div>
  );
}
