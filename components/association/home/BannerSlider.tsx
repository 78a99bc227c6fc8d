'use client';

import Image from 'next/image';
import { useCallback, useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import type { Swiper as SwiperInstance, SwiperModule } from 'swiper/types';
import 'swiper/css';
import 'swiper/css/pagination';
import styles from './BannerSlider.module.css';

type Labels = { region: string; previous: string; next: string; pause: string; play: string; slide: string };
type Banner = { id: number; image: string };
type SwiperLib = {
  Swiper: ComponentType<Record<string, unknown> & { children: ReactNode }>;
  SwiperSlide: ComponentType<{ children: ReactNode }>;
  modules: SwiperModule[];
};

const AUTOPLAY_MS = 5000;
const LOAD_BEFORE_FIRST_SLIDE_MS = AUTOPLAY_MS - 1500;

function BannerImage({ banner, first }: { banner: Banner; first: boolean }) {
  return <Image src={banner.image} alt="" width={730} height={455} priority={first} sizes="(max-width: 834px) 100vw, 834px" className={styles.image} />;
}

/**
 * The home banner: the first picture is server-rendered (the page's LCP image); swiper loads just before the
 * first slide change, then slides every 5 s, pausing while the pointer is over it, with a pause button for everyone and no
 * autoplay for visitors who prefer reduced motion.
 */
export function BannerSlider({ banners, labels }: { banners: Banner[]; labels: Labels }) {
  const [lib, setLib] = useState<SwiperLib | null>(null);
  const [playing, setPlaying] = useState(true);
  const swiper = useRef<SwiperInstance | null>(null);
  const loading = useRef(false);

  const load = useCallback(() => {
    if (loading.current || banners.length < 2) return;
    loading.current = true;
    void Promise.all([import('swiper/react'), import('swiper/modules')]).then(([react, mods]) =>
      setLib({
        Swiper: react.Swiper as unknown as SwiperLib['Swiper'],
        SwiperSlide: react.SwiperSlide as unknown as SwiperLib['SwiperSlide'],
        modules: [mods.Autoplay, mods.Pagination, mods.A11y, mods.Keyboard],
      }),
    );
  }, [banners.length]);

  useEffect(() => {
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) setPlaying(false);
    // Nothing moves before the first slide change is due, so swiper is fetched shortly before it (or at once
    // when the visitor reaches for the banner): it never competes with the page's first paint.
    const timer = window.setTimeout(load, LOAD_BEFORE_FIRST_SLIDE_MS);
    return () => window.clearTimeout(timer);
  }, [load]);

  if (banners.length === 0) return null;
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
          {banners.map((banner, i) => (
            <lib.SwiperSlide key={banner.id}>
              <BannerImage banner={banner} first={i === 0} />
            </lib.SwiperSlide>
          ))}
        </lib.Swiper>
      ) : (
        <div className={styles.frame}>
          <BannerImage banner={banners[0]!} first />
        </div>
      )}
      {banners.length > 1 && (
        <button type="button" className={styles.pause} onClick={toggle} disabled={!lib} aria-label={playing ? labels.pause : labels.play}>
          <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
            <path d={playing ? 'M7 5h4v14H7zM13 5h4v14h-4z' : 'M8 5l11 7-11 7z'} fill="currentColor" />
          </svg>
        </button>
      )}
    </section>
  );
}
