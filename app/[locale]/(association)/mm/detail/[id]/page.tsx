import type { Metadata } from 'next';
import { Img } from '@/components/ui/Img';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { localizedPath } from '@/lib/i18n/paths';
import { getNews, getNewsPreview, type NewsDetail } from '@/lib/news/queries';
import { previewingEditor } from '@/lib/publishing/preview';
import { ubDay } from '@/lib/site/ulaanbaatar-time';
import { absoluteUrl } from '@/lib/seo/site-url';
import { mmPageMetadata } from '@/lib/seo/mm-metadata';
import { newsShareVersion, shareImagePath } from '@/lib/seo/share-cards';
import { Breadcrumbs } from '@/components/ui/Breadcrumbs';
import { JsonLd } from '@/components/ui/JsonLd';
import { RichText } from '@/components/ui/RichText';
import { withoutRepeatedLead } from '@/lib/news/lead';
import { ShareLinks } from '@/components/association/news/ShareLinks';
import { NewsSidePanel } from '@/components/association/news/NewsSidePanel';
import styles from '@/components/association/page.module.css';
import detail from './detail.module.css';
import { publisherName } from '@/lib/news/publisher';

type Params = { params: Promise<{ locale: string; id: string }> };

export function generateStaticParams() {
  return [];
}

async function load(id: string, lang: Locale): Promise<NewsDetail | null> {
  if (!/^[1-9]\d{0,8}$/.test(id)) return null;
  // An editor's preview (draft mode) shows unpublished items, read fresh; everyone else the cached published one.
  return (await previewingEditor()) ? getNewsPreview({ id: Number(id), lang }) : getNews({ id: Number(id), lang });
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { locale, id } = (await params) as { locale: Locale; id: string };
  const news = await load(id, locale);
  if (!news) return { title: (await getTranslations({ locale, namespace: 'mm.detail' }))('notFound') };
  return mmPageMetadata({
    locale,
    path: `/mm/detail/${news.id}`,
    title: news.metaTitle || (await getTranslations({ locale, namespace: 'mm.detail' }))('defaultShareTitle'),
    description: news.metaDescription || news.title,
    // The share image carries the title over the association's mark (issue 24.6); the cover stays in JSON-LD.
    image: shareImagePath(locale, 'news', news.id, newsShareVersion(news.updated_at)),
    type: 'article',
    publishedTime: news.created_at,
    modifiedTime: news.updated_at,
    locales: news.languages,
  });
}

/** NewsArticle JSON-LD. Items name no person (the publisher field is a desk, e.g. 'Админ'): the association is the author. */
function articleData(news: NewsDetail, url: string, siteName: string, locale: Locale) {
  const association = { '@type': 'Organization', name: siteName, url: absoluteUrl(localizedPath('/mm', locale)) };
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: news.title,
    description: news.summary,
    image: news.image ? [absoluteUrl(news.image)] : undefined,
    datePublished: news.created_at,
    dateModified: news.updated_at,
    inLanguage: locale,
    mainEntityOfPage: url,
    author: association,
    publisher: { ...association, logo: { '@type': 'ImageObject', url: absoluteUrl('/images/mm/logo.png') } },
  };
}

/** /mm/detail/{id}: one news item with its image, publisher, date, body and share links; 404 when missing. */
export default async function NewsDetailPage({ params }: Params) {
  const { locale, id } = (await params) as { locale: Locale; id: string };
  setRequestLocale(locale);
  const news = await load(id, locale);
  if (!news) notFound();
  const [t, blog, common] = await Promise.all([getTranslations('mm.detail'), getTranslations('mm.blog'), getTranslations('common')]);
  const path = `/mm/detail/${news.id}`;
  const url = absoluteUrl(localizedPath(path, locale));
  return (
    <div className={`container ${styles.page}`}>
      <Breadcrumbs
        locale={locale}
        label={common('breadcrumbs')}
        items={[
          { name: common('home'), href: '/mm' },
          { name: news.category ?? blog('title'), href: `/mm/blog/${news.category_cid}=1` },
          { name: news.title, href: path },
        ]}
      />
      <div className={styles.withAside}>
        <article className={detail.article}>
          <h1 className={styles.title}>{news.title}</h1>
          <p className={detail.meta}>
            <span>
              {t('publisher')}: <strong>{publisherName(news.publisher, locale)}</strong>
            </span>
            <span>
              {t('published')}: <time dateTime={news.created_at}>{ubDay(news.created_at)}</time>
            </span>
          </p>
          {news.image && <Img src={news.image} alt="" width={730} height={455} sizes="(max-width: 960px) 100vw, 860px" className={detail.image} priority />}
          {news.summary && <p className={detail.summary}>{news.summary}</p>}
          <RichText html={withoutRepeatedLead(news.text, news.summary)} />
          <ShareLinks url={url} title={news.title} />
          <JsonLd data={articleData(news, url, common('site.mm'), locale)} />
        </article>
        <NewsSidePanel current={news.category_cid} />
      </div>
    </div>
  );
}
