import { getTranslations } from 'next-intl/server';
import { getVideos } from '@/lib/files/queries';
import { EmptyState } from '@/components/ui/EmptyState';
import page from '@/components/association/page.module.css';
import styles from './projects.module.css';

/** What a video shows before it plays (videos have no picture of their own): the association's play card, not a black box. */
const POSTER = '/images/mm/video-poster.svg';

/** Page 22: Mining 101 videos with their titles. Nothing is downloaded until a video is played. */
export async function VideoList() {
  const [t, videos] = await Promise.all([getTranslations('mm.pages'), getVideos()]);
  return (
    <section aria-labelledby="videos" className={page.section}>
      <h2 id="videos" className={page.sectionTitle}>
        {t('videos')}
      </h2>
      {videos.length === 0 ? (
        <EmptyState>{t('noItems')}</EmptyState>
      ) : (
        <ul className={styles.videos}>
          {videos.map((video) => (
            <li key={video.id}>
              <video controls preload="none" playsInline poster={POSTER} aria-label={video.title}>
                <source src={video.video} type="video/mp4" />
                <a href={video.video}>{t('videoFallback')}</a>
              </video>
              <h3>{video.title}</h3>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
