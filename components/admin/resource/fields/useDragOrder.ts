'use client';

import { useState, type DragEvent } from 'react';

/**
 * Drag-and-drop reordering of a list's items (HTML5 drag events): an item dragged onto another takes its place.
 * Pointer-only, so ordered lists also give each item move up/down buttons (OrderButtons) for keyboards and
 * screen readers.
 */
export function useDragOrder(move: (from: number, to: number) => void) {
  const [dragged, setDragged] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const itemProps = (index: number) => ({
    draggable: true,
    'data-dragging': dragged === index || undefined,
    'data-drop-target': over === index && dragged !== index ? true : undefined,
    onDragStart: (e: DragEvent) => {
      e.dataTransfer.effectAllowed = 'move';
      e.dataTransfer.setData('text/plain', String(index));
      setDragged(index);
    },
    onDragOver: (e: DragEvent) => {
      if (dragged === null) return;
      e.preventDefault();
      setOver(index);
    },
    onDrop: (e: DragEvent) => {
      e.preventDefault();
      if (dragged !== null && dragged !== index) move(dragged, index);
      setDragged(null);
      setOver(null);
    },
    onDragEnd: () => {
      setDragged(null);
      setOver(null);
    },
  });
  return itemProps;
}
