import { mwMetadata } from '@/lib/seo/mw-metadata';
import { openPage } from '@/lib/i18n/page';
import { loadGalleryStart } from '@/lib/conference/page-data';
import { tryLoad } from '@/lib/conference/try-load';
import { GalleryBrowser } from '@/components/conference/gallery/GalleryBrowser';
import { IslandMessages } from '@/components/conference/shell/IslandMessages';
import { PageHero } from '@/components/conference/ui/PageHero';
import { LoadError } from '@/components/conference/ui/LoadError';
import ui from '@/components/conference/ui/page.module.css';
import { EmptyState } from '@/components/ui/EmptyState';

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = mwMetadata('/mw/gallery', 'meta.gallery');

/** /mw/gallery: photos by day, 12 at a time. */
export default async function GalleryPage({ params }: Props) {
  const { t } = await openPage(params, 'mw.gallery');
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
          <IslandMessages section="gallery">
            <GalleryBrowser days={start.data.days} firstImages={start.data.images} />
          </IslandMessages>
        )}
      </div>
    </>
  );
}
