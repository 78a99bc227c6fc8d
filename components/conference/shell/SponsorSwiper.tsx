'use client';

import { useRef } from 'react';
import { useSwiperOnDemand } from '@/components/ui/swiper/useSwiperOnDemand';
import { useAutoplay } from '@/components/ui/swiper/useAutoplay';
import { fixedSources } from '@/lib/images/optimized';
import styles from './sponsors.module.css';

/**
 * What a sponsor's logo shows and nothing more. The strip draws the logos from this, so every /mw page's RSC
 * payload carries these fields once instead of each logo's element tree (tags, classes and image URLs).
 */
export type Sponsor = { id: number; name: string; logo: string; link: string };

const LOGO = { width: 120, height: 60 };

/** A sponsor's logo, linked to its site when it has one; the name is the picture's alt text. */
function Logo({ sponsor }: { sponsor: Sponsor }) {
  const image = (
    // eslint-disable-next-line @next/next/no-img-element -- next/image's client code would cost every visitor its JavaScript
    <img {...fixedSources(sponsor.logo, LOGO.width)} {...LOGO} alt={sponsor.name} loading="lazy" decoding="async" className={styles.logo} />
  );
  return sponsor.link ? (
    <a href={sponsor.link} target="_blank" rel="noopener noreferrer" title={sponsor.name}>
      {image}
    </a>
  ) : (
    image
  );
}

/**
 * The sponsor logo slide: 5 logos on a phone, 10 on a desktop, moving on by itself. The strip sits at the
 * bottom of the page, so swiper is fetched only when it comes near the screen; until then the same logos
 * stand in a row of the same geometry.
 */
export function SponsorSwiper({ sponsors }: { sponsors: Sponsor[] }) {
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
              <Logo sponsor={s} />
            </lib.SwiperSlide>
          ))}
        </lib.Swiper>
      ) : (
        <ul className={styles.row}>
          {sponsors.map((s) => (
            <li key={s.id} className={styles.slide}>
              <Logo sponsor={s} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
