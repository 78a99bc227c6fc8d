import type { Locale } from '@/lib/i18n/routing';
import { languageAlternates } from '@/lib/seo/metadata';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { loadGalleryStart } from '@/lib/conference/page-data';
import { tryLoad } from '@/lib/conference/try-load';
import { GalleryBrowser } from '@/components/conference/gallery/GalleryBrowser';
import { PageHero } from '@/components/conference/ui/PageHero';
import { LoadError } from '@/components/conference/ui/LoadError';
import ui from '@/components/conference/ui/page.module.css';
import { EmptyState } from '@/components/ui/EmptyState';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return { title: (await getTranslations({ locale, namespace: 'mw.meta' }))('gallery'), alternates: languageAlternates('/mw/gallery', locale as Locale) };
}

/** /mw/gallery: photos by day, 12 at a time. */
export default async function GalleryPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('mw.gallery');
  const start = await tryLoad(loadGalleryStart(), 'the gallery');
  return (
    <>
      <PageHero title={t('title')} />
      <div className={`container ${ui.section}`}>
        {!start.ok ? (
          <LoadError />
        ) : start.data.days.length === 0 ? (
          <EmptyState>{t('noDays')}</EmptyState>
        ) : (
          <GalleryBrowser days={start.data.days} firstImages={start.data.images} />
        )}
      </div>
    </>
  );
}
