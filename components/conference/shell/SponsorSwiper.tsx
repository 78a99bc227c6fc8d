'use client';

import Image from 'next/image';
import { Swiper, SwiperSlide } from 'swiper/react';
import { Autoplay, A11y } from 'swiper/modules';
import 'swiper/css';
import styles from './sponsors.module.css';

export type Sponsor = { id: number; name: string; logo: string; link: string };

/** The sponsor logo slide: 5 logos on a phone, 10 on a desktop, moving on by itself. */
export function SponsorSwiper({ sponsors }: { sponsors: Sponsor[] }) {
  return (
    <Swiper
      modules={[Autoplay, A11y]}
      slidesPerView={5}
      spaceBetween={12}
      breakpoints={{ 992: { slidesPerView: 10, spaceBetween: 20 } }}
      loop={sponsors.length > 10}
      autoplay={{ delay: 2500, disableOnInteraction: false, pauseOnMouseEnter: true }}
      className={styles.swiper}
    >
      {sponsors.map((s) => (
        <SwiperSlide key={s.id} className={styles.slide}>
          {s.link ? (
            <a href={s.link} target="_blank" rel="noopener noreferrer" title={s.name}>
              <Image src={s.logo} alt={s.name} width={120} height={60} sizes="(min-width: 992px) 10vw, 20vw" className={styles.logo} />
            </a>
          ) : (
            <Image src={s.logo} alt={s.name} width={120} height={60} sizes="(min-width: 992px) 10vw, 20vw" className={styles.logo} />
          )}
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
