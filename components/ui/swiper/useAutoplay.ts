'use client';

import { useEffect, useState, type PointerEvent } from 'react';
import type { Swiper as SwiperInstance } from 'swiper/types';

/**
 * Moves a slider on `delay` ms after each slide change (back to the first slide after the last, unless it
 * loops) while `playing` and while no mouse rests on it. Give `onSwiper` to the Swiper component and spread
 * `hold` on its frame; `swiper` is the instance once there is one.
 * Swiper's own Autoplay module does the same, but it also runs a requestAnimationFrame loop for as long as
 * the slider plays (to report the time left), which keeps a phone's main thread painting every frame.
 * Screen readers hear of slide changes only while it stands still, as with Autoplay.
 */
export function useAutoplay(delay: number, playing = true) {
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [held, setHeld] = useState(false);
  const running = playing && !held;

  useEffect(() => {
    if (!swiper) return;
    swiper.wrapperEl.setAttribute('aria-live', running ? 'off' : 'polite');
    if (!running) return;
    let timer: number | undefined;
    const schedule = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => (swiper.isEnd && !swiper.params.loop ? swiper.slideTo(0) : swiper.slideNext()), delay);
    };
    schedule();
    swiper.on('slideChange', schedule);
    return () => {
      window.clearTimeout(timer);
      swiper.off('slideChange', schedule);
    };
  }, [swiper, delay, running]);

  // Touch and pen pointers never 'leave', so only a mouse holds the slide.
  const holdWhile = (over: boolean) => (event: PointerEvent) => event.pointerType === 'mouse' && setHeld(over);
  return { swiper, onSwiper: setSwiper, hold: { onPointerEnter: holdWhile(true), onPointerLeave: holdWhile(false) } };
}
