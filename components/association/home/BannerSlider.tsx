'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { Swiper as SwiperInstance } from 'swiper/types';
import { useSwiperOnDemand } from '@/components/ui/swiper/useSwiperOnDemand';
import 'swiper/css';
import 'swiper/css/pagination';
import styles from './BannerSlider.module.css';

type Labels = { region: string; previous: string; next: string; pause: string; play: string; slide: string };
/** Server-rendered pictures (components/ui/Img), so the slider ships no image code of its own. */
type Slide = { id: number; picture: ReactNode };
const AUTOPLAY_MS = 5000;
const LOAD_BEFORE_FIRST_SLIDE_MS = AUTOPLAY_MS - 1500;

/**
 * The home banner: the first picture is server-rendered (the page's LCP image); swiper loads just before the
 * first slide change, then slides every 5 s, pausing while the pointer is over it, with a pause button for everyone and no
 * autoplay for visitors who prefer reduced motion.
 */
export function BannerSlider({ slides, labels }: { slides: Slide[]; labels: Labels }) {
  const [playing, setPlaying] = useState(true);
  const swiper = useRef<SwiperInstance | null>(null);
  // Nothing moves before the first slide change is due, so swiper is fetched shortly before it (or at once
  // when the visitor reaches for the banner): it never competes with the page's first paint.
  const { lib, load } = useSwiperOnDemand(['Autoplay', 'Pagination', 'A11y', 'Keyboard'], { afterMs: LOAD_BEFORE_FIRST_SLIDE_MS }, slides.length > 1);

  useEffect(() => {
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) setPlaying(false);
  }, []);

  if (slides.length === 0) return null;
  const toggle = () => {
    const autoplay = swiper.current?.autoplay;
    if (!autoplay) return;
    if (playing) autoplay.stop();
    else autoplay.start();
    setPlaying(!playing);
  };

  return (
    <section className={styles.banner} aria-roledescription="carousel" aria-label={labels.region} onPointerEnter={load} onFocus={load} onTouchStart={load}>
      {lib ? (
        <lib.Swiper
          modules={lib.modules}
          loop
          autoplay={playing ? { delay: AUTOPLAY_MS, pauseOnMouseEnter: true, disableOnInteraction: false } : false}
          pagination={{ clickable: true }}
          keyboard={{ enabled: true, onlyInViewport: true }}
          a11y={{ prevSlideMessage: labels.previous, nextSlideMessage: labels.next, slideLabelMessage: labels.slide.replace('{n}', '{{index}}').replace('{total}', '{{slidesLength}}') }}
          onSwiper={(instance: SwiperInstance) => {
            swiper.current = instance;
          }}
          className={styles.frame}
        >
          {slides.map((slide) => (
            <lib.SwiperSlide key={slide.id}>{slide.picture}</lib.SwiperSlide>
          ))}
        </lib.Swiper>
      ) : (
        <div className={styles.frame}>
          {slides[0]!.picture}
        </div>
      )}
      {slides.length > 1 && (
        <button type="button" className={styles.pause} onClick={toggle} disabled={!lib} aria-label={playing ? labels.pause : labels.play}>
          <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
            <path d={playing ? 'M7 5h4v14H7zM13 5h4v14h-4z' : 'M8 5l11 7-11 7z'} fill="currentColor" />
          </svg>
        </button>
      )}
    </section>
  );
}
