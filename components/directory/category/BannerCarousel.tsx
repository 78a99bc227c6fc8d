'use client';

import Image from 'next/image';
import { Swiper, SwiperSlide } from 'swiper/react';
import { A11y, Autoplay, Pagination } from 'swiper/modules';
import 'swiper/css';
import 'swiper/css/pagination';
import styles from './category.module.css';

/** Spec §9: the category page banners move on every 10 seconds. */
export const BANNER_DELAY_MS = 10_000;

export function BannerCarousel({ banners, label }: { banners: { id: number; image: string }[]; label: string }) {
  return (
    <Swiper
      modules={[Autoplay, Pagination, A11y]}
      slidesPerView={1}
      loop={banners.length > 1}
      autoplay={{ delay: BANNER_DELAY_MS, disableOnInteraction: false, pauseOnMouseEnter: true }}
      pagination={{ clickable: true }}
      a11y={{ enabled: true }}
      className={styles.carousel}
      aria-label={label}
    >
      {banners.map((banner, i) => (
        <SwiperSlide key={banner.id}>
          <Image
            src={banner.image}
            alt=""
            width={730}
            height={455}
            sizes="(min-width: 1200px) 1168px, 100vw"
            priority={i === 0}
            className={styles.bannerImage}
          />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
