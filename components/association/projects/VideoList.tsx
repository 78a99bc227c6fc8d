import { getTranslations } from 'next-intl/server';
import { getVideos } from '@/lib/files/queries';
import type { Locale } from '@/lib/i18n/routing';
import { inLanguage } from '@/lib/i18n/in-language';
import { LocalizedText } from '@/components/ui/LocalizedText';
import { EmptyState } from '@/components/ui/EmptyState';
import page from '@/components/association/page.module.css';
import styles from './projects.module.css';

/** What a video shows before it plays (videos have no picture of their own): the association's play card, not a black box. */
const POSTER = '/images/mm/video-poster.svg';

/** Page 22: Mining 101 videos with their titles. Nothing is downloaded until a video is played. */
export async function VideoList({ locale }: { locale: Locale }) {
  const [t, common, videos] = await Promise.all([getTranslations('mm.pages'), getTranslations('common'), getVideos()]);
  return (
    <section aria-labelledby="videos" className={page.section}>
      <h2 id="videos" className={page.sectionTitle}>
        {t('videos')}
      </h2>
      {videos.length === 0 ? (
        <EmptyState>{t('noItems')}</EmptyState>
      ) : (
        <ul className={styles.videos}>
          {videos.map((video) => {
            const title = inLanguage(video.title, video.title_en, locale);
            return (
              <li key={video.id}>
                <video controls preload="none" playsInline poster={POSTER} aria-label={title.text}>
                  <source src={video.video} type="video/mp4" />
                  <a href={video.video}>{t('videoFallback')}</a>
                </video>
                <h3>
                  <LocalizedText value={title} locale={locale} note={common('inMongolian')} />
                </h3>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
