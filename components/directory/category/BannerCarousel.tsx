'use client';

import { ViewportImg } from '@/components/ui/ViewportImg';
import { useSwiperOnDemand } from '@/components/ui/swiper/useSwiperOnDemand';
import { useAutoplay } from '@/components/ui/swiper/useAutoplay';
import { reachHandlers } from '@/components/ui/swiper/reachHandlers';
import styles from './category.module.css';

/** Spec §9: the category page banners move on every 10 seconds. */
export const BANNER_DELAY_MS = 10_000;

/** A banner as the carousel gets it: the picture's path and what it shows. */
export type BannerSlide = { id: number; image: string; alt: string };

/** The frame is at most the container's width (1168 px), the full width below it. */
const SIZES = '(min-width: 1200px) 1168px, 100vw';

/** One banner, drawn from its path (the page's payload carries the path, not its srcset); the first is the LCP picture. */
function BannerPicture({ image, alt, first }: BannerSlide & { first: boolean }) {
  return <ViewportImg src={image} alt={alt} width={730} height={455} sizes={SIZES} className={styles.bannerImage} first={first} />;
}

/** The category banners: the first one server-rendered; swiper is fetched shortly before the first slide change or when the visitor reaches for it. */
export function BannerCarousel({ slides, label }: { slides: BannerSlide[]; label: string }) {
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
          {slides.map((slide, i) => (
            <lib.SwiperSlide key={slide.id}>
              <BannerPicture {...slide} first={i === 0} />
            </lib.SwiperSlide>
          ))}
        </lib.Swiper>
      ) : (
        <BannerPicture {...slides[0]!} first />
      )}
    </section>
  );
}
