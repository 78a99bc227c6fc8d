'use client';

import { useState, type DragEvent } from 'react';

/**
 * Drag-and-drop reordering of a list's items (HTML5 drag events): an item dragged by its handle onto another
 * takes its place. Only the handle is draggable, so text in the item's inputs can still be selected. Pointer-only,
 * so ordered lists also give each item move up/down buttons (OrderButtons) for keyboards and screen readers.
 */
export function useDragOrder(move: (from: number, to: number) => void) {
  const [dragged, setDragged] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const reset = () => {
    setDragged(null);
    setOver(null);
  };
  const handle = (index: number) => ({
    draggable: true,
    onDragStart: (e: DragEvent) => {
      e.dataTransfer.effectAllowed = 'move';
      e.dataTransfer.setData('text/plain', String(index));
      setDragged(index);
    },
    onDragEnd: reset,
  });
  const target = (index: number) => ({
    'data-dragging': dragged === index || undefined,
    'data-drop-target': over === index && dragged !== index ? true : undefined,
    onDragOver: (e: DragEvent) => {
      if (dragged === null) return;
      e.preventDefault();
      setOver(index);
    },
    onDrop: (e: DragEvent) => {
      e.preventDefault();
      if (dragged !== null && dragged !== index) move(dragged, index);
      reset();
    },
  });
  return { handle, target };
}
