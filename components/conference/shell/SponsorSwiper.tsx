'use client';

import { useRef, type ReactNode } from 'react';
import { useSwiperOnDemand } from '@/components/ui/swiper/useSwiperOnDemand';
import { useAutoplay } from '@/components/ui/swiper/useAutoplay';
import styles from './sponsors.module.css';

/** A sponsor's logo (and link), rendered on the server so the strip ships no image code of its own. */
export type SponsorLogo = { id: number; logo: ReactNode };

/**
 * The sponsor logo slide: 5 logos on a phone, 10 on a desktop, moving on by itself. The strip sits at the
 * bottom of the page, so swiper is fetched only when it comes near the screen; until then the same logos
 * stand in a row of the same geometry.
 */
export function SponsorSwiper({ sponsors }: { sponsors: SponsorLogo[] }) {
  const strip = useRef<HTMLDivElement>(null);
  const { lib } = useSwiperOnDemand(['A11y'], { nearViewport: strip }, sponsors.length > 5);
  const { onSwiper, hold } = useAutoplay(2500);
  return (
    <div ref={strip} className={styles.swiper} {...hold}>
      {lib ? (
        <lib.Swiper
          modules={lib.modules}
          slidesPerView={5}
          spaceBetween={12}
          breakpoints={{ 992: { slidesPerView: 10, spaceBetween: 20 } }}
          loop={sponsors.length > 10}
          onSwiper={onSwiper}
        >
          {sponsors.map((s) => (
            <lib.SwiperSlide key={s.id} className={styles.slide}>
              {s.logo}
            </lib.SwiperSlide>
          ))}
        </lib.Swiper>
      ) : (
        <ul className={styles.row}>
          {sponsors.map((s) => (
            <li key={s.id} className={styles.slide}>
              {s.logo}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
