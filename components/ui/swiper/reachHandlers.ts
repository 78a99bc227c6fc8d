import type { PointerEvent } from 'react';
import type { useAutoplay } from './useAutoplay';

/**
 * A slider frame's handlers: a visitor reaching for it (pointer, focus, touch) fetches swiper at once,
 * and a mouse resting on it holds the autoplay.
 */
export function reachHandlers(load: () => void, hold: ReturnType<typeof useAutoplay>['hold']) {
  return {
    onPointerEnter: (event: PointerEvent) => {
      load();
      hold.onPointerEnter(event);
    },
    onPointerLeave: hold.onPointerLeave,
    onFocus: load,
    onTouchStart: load,
  };
}
