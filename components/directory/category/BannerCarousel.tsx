'use client';

import type { ReactNode } from 'react';
import { useSwiperOnDemand } from '@/components/ui/swiper/useSwiperOnDemand';
import { useAutoplay } from '@/components/ui/swiper/useAutoplay';
import { reachHandlers } from '@/components/ui/swiper/reachHandlers';
import styles from './category.module.css';

/** Spec §9: the category page banners move on every 10 seconds. */
export const BANNER_DELAY_MS = 10_000;

/** Server-rendered pictures (components/ui/Img), so the carousel ships no image code of its own. */
type Slide = { id: number; picture: ReactNode };

/** The category banners: the first one server-rendered; swiper is fetched shortly before the first slide change or when the visitor reaches for it. */
export function BannerCarousel({ slides, label }: { slides: Slide[]; label: string }) {
  const { lib, load } = useSwiperOnDemand(['Pagination', 'A11y'], { afterMs: BANNER_DELAY_MS - 1500 }, slides.length > 1);
  const { onSwiper, hold } = useAutoplay(BANNER_DELAY_MS);
  return (
    <section className={styles.carousel} aria-label={label} {...reachHandlers(load, hold)}>
      {lib ? (
        <lib.Swiper
          modules={lib.modules}
          slidesPerView={1}
          loop
          pagination={{ clickable: true }}
          a11y={{ enabled: true }}
          onSwiper={onSwiper}
        >
          {slides.map((slide) => (
            <lib.SwiperSlide key={slide.id}>{slide.picture}</lib.SwiperSlide>
          ))}
        </lib.Swiper>
      ) : (
        slides[0]!.picture
      )}
    </section>
  );
}
