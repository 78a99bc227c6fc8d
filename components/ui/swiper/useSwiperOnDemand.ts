'use client';

import { useCallback, useEffect, useRef, useState, type ComponentType, type ReactNode, type RefObject } from 'react';
import type { SwiperModule } from 'swiper/types';

export type SwiperLib = {
  Swiper: ComponentType<Record<string, unknown> & { children: ReactNode }>;
  SwiperSlide: ComponentType<{ children: ReactNode; className?: string }>;
  modules: SwiperModule[];
};

// No Autoplay: useAutoplay moves the sliders without its requestAnimationFrame loop.
type ModuleName = 'A11y' | 'Keyboard' | 'Pagination';

/** When the slider is about to move: after a delay (the first slide change) and/or when it nears the viewport. */
export type LoadWhen = { afterMs?: number; nearViewport?: RefObject<Element | null> };

/**
 * Swiper (≈23 KB gzip, and its stylesheets) is fetched only when a slider is about to move, never with the
 * page's first load: until then the slider's server-rendered first view stands in for it. `load` fetches it
 * at once (for a visitor reaching for the slider).
 */
export function useSwiperOnDemand(moduleNames: ModuleName[], when: LoadWhen, enabled = true) {
  const [lib, setLib] = useState<SwiperLib | null>(null);
  const started = useRef(false);
  const names = moduleNames.join(',');

  const load = useCallback(() => {
    if (started.current || !enabled) return;
    started.current = true;
    void Promise.all([import('swiper/react'), import('swiper/modules'), import('./swiperStyles')]).then(([react, mods]) =>
      setLib({
        Swiper: react.Swiper as unknown as SwiperLib['Swiper'],
        SwiperSlide: react.SwiperSlide as unknown as SwiperLib['SwiperSlide'],
        modules: names ? names.split(',').map((name) => mods[name as ModuleName]) : [],
      }),
    );
  }, [enabled, names]);

  const { afterMs, nearViewport } = when;
  useEffect(() => {
    if (!enabled) return;
    const timer = afterMs === undefined ? undefined : window.setTimeout(load, afterMs);
    const target = nearViewport?.current;
    const observer = target
      ? new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && load(), { rootMargin: '200px' })
      : undefined;
    if (target) observer?.observe(target);
    return () => {
      window.clearTimeout(timer);
      observer?.disconnect();
    };
  }, [afterMs, nearViewport, load, enabled]);

  return { lib, load };
}
