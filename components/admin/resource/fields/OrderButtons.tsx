'use client';

import { useTranslations } from 'next-intl';
import ui from '../../ui.module.css';

/** Move up / move down for item n of an ordered list: the keyboard's way to do what dragging does. */
export function OrderButtons({ index, count, move, onMoved }: { index: number; count: number; move: (from: number, to: number) => void; onMoved: (text: string) => void }) {
  const words = useTranslations('admin.ui');
  const go = (to: number) => {
    move(index, to);
    onMoved(words('movedTo', { n: index + 1, to: to + 1 }));
  };
  return (
    <>
      <button type="button" className={`${ui.button} ${ui.small}`} disabled={index === 0} onClick={() => go(index - 1)} aria-label={words('moveUp', { n: index + 1 })}>
        ↑
      </button>
      <button type="button" className={`${ui.button} ${ui.small}`} disabled={index === count - 1} onClick={() => go(index + 1)} aria-label={words('moveDown', { n: index + 1 })}>
        ↓
      </button>
    </>
  );
}
