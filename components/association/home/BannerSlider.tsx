'use client';

import { useEffect, useState } from 'react';
import { useSwiperOnDemand } from '@/components/ui/swiper/useSwiperOnDemand';
import { useAutoplay } from '@/components/ui/swiper/useAutoplay';
import { reachHandlers } from '@/components/ui/swiper/reachHandlers';
import { BannerPicture, type BannerView } from './BannerPicture';
import styles from './BannerSlider.module.css';

type Labels = { region: string; previous: string; next: string; pause: string; play: string; slide: string };
const AUTOPLAY_MS = 5000;
const LOAD_BEFORE_FIRST_SLIDE_MS = AUTOPLAY_MS - 1500;

/**
 * The home banner: the first picture is server-rendered (the page's LCP image); swiper loads just before the
 * first slide change, then slides every 5 s, pausing while the pointer is over it, with a pause button for everyone and no
 * autoplay for visitors who prefer reduced motion.
 */
export function BannerSlider({ slides, labels }: { slides: BannerView[]; labels: Labels }) {
  const [playing, setPlaying] = useState(true);
  // Nothing moves before the first slide change is due, so swiper is fetched shortly before it (or at once
  // when the visitor reaches for the banner): it never competes with the page's first paint.
  // A paused banner (reduced motion, or the pause button) has no slide change due: swiper waits for the visitor.
  const { lib, load } = useSwiperOnDemand(['Pagination', 'A11y', 'Keyboard'], { afterMs: playing ? LOAD_BEFORE_FIRST_SLIDE_MS : undefined }, slides.length > 1);
  const { swiper, onSwiper, hold } = useAutoplay(AUTOPLAY_MS, playing);

  useEffect(() => {
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) setPlaying(false);
  }, []);

  if (slides.length === 0) return null;

  return (
    <section className={styles.banner} aria-roledescription="carousel" aria-label={labels.region} {...reachHandlers(load, hold)}>
      {lib ? (
        <lib.Swiper
          modules={lib.modules}
          loop
          pagination={{ clickable: true }}
          keyboard={{ enabled: true, onlyInViewport: true }}
          a11y={{ prevSlideMessage: labels.previous, nextSlideMessage: labels.next, slideLabelMessage: labels.slide.replace('{n}', '{{index}}').replace('{total}', '{{slidesLength}}') }}
          onSwiper={onSwiper}
          className={styles.frame}
        >
          {slides.map((slide, i) => (
            <lib.SwiperSlide key={slide.id}>
              <BannerPicture {...slide} first={i === 0} />
            </lib.SwiperSlide>
          ))}
        </lib.Swiper>
      ) : (
        <div className={styles.frame}>
          <BannerPicture {...slides[0]!} first />
        </div>
      )}
      {slides.length > 1 && (
        <button type="button" className={styles.pause} onClick={() => setPlaying(!playing)} disabled={!swiper} aria-label={playing ? labels.pause : labels.play}>
          <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
            <path d={playing ? 'M7 5h4v14H7zM13 5h4v14h-4z' : 'M8 5l11 7-11 7z'} fill="currentColor" />
          </svg>
        </button>
      )}
    </section>
  );
}
