import { Img } from '@/components/ui/Img';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import styles from './home.module.css';

/**
 * The home banner. The poster is a prioritised image and the headline is text, so the first paint never waits
 * for the video; the muted video loads its metadata only, plays inline on top once it can, and stays hidden
 * for visitors who prefer reduced motion. The box has a fixed aspect ratio: nothing shifts when it starts.
 * Video and poster are the current edition's (/admin/week/home); either may be missing.
 */
export async function VideoBanner({ banner }: { banner: { video: string; poster: string } }) {
  const t = await getTranslations('mw.home');
  return (
    <section className={styles.banner} aria-labelledby="mw-home-title">
      {banner.poster && <Img src={banner.poster} alt="" fill preload fetchPriority="high" sizes="100vw" className={styles.poster} />}
      {banner.video && (
        <video className={styles.video} autoPlay muted loop playsInline preload="metadata" aria-label={t('videoLabel')}>
          <source src={banner.video} type="video/mp4" />
        </video>
      )}
      <div className={styles.overlay}>
        <div className="container">
          <p className={styles.eyebrow}>{t('eyebrow')}</p>
          <h1 id="mw-home-title" className={styles.title}>
            {t('title')}
          </h1>
          <p className={styles.when}>
            <time dateTime="2025-09-11">{t('dates')}</time> · {t('place')}
          </p>
          <div className={styles.buttons}>
            <Link href="/mw/register" className={styles.primary}>
              {t('register')}
            </Link>
            <Link href="/mw/agenda" className={styles.secondary}>
              {t('agenda')}
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}
