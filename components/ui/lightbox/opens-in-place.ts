import type { MouseEvent } from 'react';

/** A plain click opens the viewer; a middle click or one with a modifier key keeps the link's own behaviour. */
export function opensInPlace(event: Pick<MouseEvent, 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey'>): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}
