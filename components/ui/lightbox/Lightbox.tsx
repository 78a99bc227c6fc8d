'use client';

import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { Swiper as SwiperInstance } from 'swiper/types';
import { useTranslations } from 'next-intl';
import { optimizedSources } from '@/lib/images/optimized';
import { useSwiperOnDemand } from '@/components/ui/swiper/useSwiperOnDemand';
import styles from './Lightbox.module.css';

export type LightboxPhoto = { src: string; alt: string };

/**
 * How far a slow drag (over 300 ms) must carry the photo to move on: swiper's default, half the photo, counted
 * from where it noticed the drag, left a deliberate half-screen drag on a slow phone snapping back.
 */
const SLOW_DRAG_RATIO = 0.3;

/**
 * A photo shown large in a modal <dialog> (issue 27.7): the browser keeps focus inside it and closes it on Escape;
 * arrow keys and the previous/next buttons step through the photos, and swiper (fetched only when the viewer
 * first opens) adds swiping. Focus returns to the thumbnail that opened it.
 */
export function Lightbox({ photos, openAt, onClose }: { photos: LightboxPhoto[]; openAt: number | null; onClose: () => void }) {
  const t = useTranslations('common.lightbox');
  const dialog = useRef<HTMLDialogElement>(null);
  const [current, setCurrent] = useState(0);
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const { lib, load } = useSwiperOnDemand([], {}, photos.length > 1);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (openAt === null) {
      if (element.open) element.close();
      return;
    }
    setCurrent(openAt);
    load();
    if (!element.open) element.showModal();
  }, [openAt, load]);

  // The buttons and keys move swiper when it is there; its slide changes (a swipe) come back through onSlideChange.
  useEffect(() => {
    if (swiper && !swiper.destroyed && swiper.activeIndex !== current) swiper.slideTo(current);
  }, [swiper, current]);

  const step = (by: number) => setCurrent((n) => Math.min(photos.length - 1, Math.max(0, n + by)));
  function onKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key === 'ArrowLeft') step(-1);
    else if (event.key === 'ArrowRight') step(1);
    else return;
    event.preventDefault();
  }

  const photo = photos[current];
  const image = (p: LightboxPhoto) => (
    // eslint-disable-next-line @next/next/no-img-element -- the optimizer's sizes, see optimizedSources
    <img {...optimizedSources(p.src)} sizes="100vw" alt={p.alt} decoding="async" className={styles.image} />
  );

  return (
    <dialog ref={dialog} className={styles.dialog} aria-label={t('label')} onClose={onClose} onKeyDown={onKeyDown}>
      {openAt !== null && photo && (
        <>
          <div className={styles.stage}>
            {lib && photos.length > 1 ? (
              <lib.Swiper modules={lib.modules} initialSlide={current} longSwipesRatio={SLOW_DRAG_RATIO} onSwiper={setSwiper} onSlideChange={(s: SwiperInstance) => setCurrent(s.activeIndex)} className={styles.swiper}>
                {photos.map((p) => (
                  <lib.SwiperSlide key={p.src} className={styles.slide}>
                    {image(p)}
                  </lib.SwiperSlide>
                ))}
              </lib.Swiper>
            ) : (
              <div className={styles.slide}>{image(photo)}</div>
            )}
          </div>
          <p className={styles.position} aria-live="polite">
            {photo.alt} · {t('position', { n: current + 1, total: photos.length })}
          </p>
          <button type="button" className={`${styles.button} ${styles.close}`} onClick={() => dialog.current?.close()} autoFocus>
            <span aria-hidden="true">×</span>
            <span className="visually-hidden">{t('close')}</span>
          </button>
          {photos.length > 1 && (
            <>
              <button type="button" className={`${styles.button} ${styles.previous}`} onClick={() => step(-1)} disabled={current === 0}>
                <span aria-hidden="true">‹</span>
                <span className="visually-hidden">{t('previous')}</span>
              </button>
              <button type="button" className={`${styles.button} ${styles.next}`} onClick={() => step(1)} disabled={current === photos.length - 1}>
                <span aria-hidden="true">›</span>
                <span className="visually-hidden">{t('next')}</span>
              </button>
            </>
          )}
        </>
      )}
    </dialog>
  );
}
