'use client';

import { useState, type DragEvent, type ReactNode } from 'react';
import { useFieldArray } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import ui from '../../ui.module.css';
import type { Field, Translate } from '../define';
import styles from '../resource.module.css';

type Props = {
  field: Extract<Field, { kind: 'list' }>;
  name: string;
  t: Translate;
  /** An item's inputs, given the prefix of its names (e.g. 'contacts.0.'). */
  item: (prefix: string) => ReactNode;
};

/**
 * A repeatable list of small records with add and remove buttons. An ordered list's items are dragged by a handle
 * onto another's place (only the handle is draggable, so text in the inputs can still be selected); dragging is
 * pointer-only, so each item also has move up/down buttons for keyboards and screen readers, the move announced.
 */
export function ListInput({ field, name, t, item }: Props) {
  const words = useTranslations('admin.ui');
  const items = useFieldArray({ name });
  const [dragged, setDragged] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const [moved, setMoved] = useState('');
  const blank = Object.fromEntries(field.fields.map((f) => [f.name, f.kind === 'checkbox' ? false : '']));
  const count = items.fields.length;
  const endDrag = () => {
    setDragged(null);
    setOver(null);
  };
  const dropTarget = (index: number) => ({
    'data-dragging': dragged === index || undefined,
    'data-drop-target': over === index && dragged !== index ? true : undefined,
    onDragOver: (e: DragEvent) => {
      if (dragged === null) return;
      e.preventDefault();
      setOver(index);
    },
    onDrop: (e: DragEvent) => {
      e.preventDefault();
      if (dragged !== null && dragged !== index) items.move(dragged, index);
      endDrag();
    },
  });
  return (
    <fieldset className={ui.fieldset}>
      <legend>{t(field.label)}</legend>
      {field.ordered && count > 1 && <p className={styles.listHint}>{words('orderHint')}</p>}
      {items.fields.map((entry, index) => (
        <div key={entry.id} className={styles.listItem} {...(field.ordered ? dropTarget(index) : {})}>
          {item(`${name}.${index}.`)}
          <div className={styles.listActions}>
            {field.ordered && (
              <>
                <span
                  className={styles.dragHandle}
                  aria-hidden="true"
                  title={words('dragHandle')}
                  draggable
                  onDragStart={(e) => {
                    e.dataTransfer.effectAllowed = 'move';
                    e.dataTransfer.setData('text/plain', String(index));
                    setDragged(index);
                  }}
                  onDragEnd={endDrag}
                >
                  ⠿
                </span>
                <MoveButtons
                  index={index}
                  count={count}
                  labels={['moveUp', 'moveDown']}
                  onMove={(to) => {
                    items.move(index, to);
                    setMoved(words('movedTo', { n: index + 1, to: to + 1 }));
                  }}
                />
              </>
            )}
            <button type="button" className={`${ui.danger} ${ui.small}`} onClick={() => items.remove(index)}>
              {words('removeItem', { n: index + 1 })}
            </button>
          </div>
        </div>
      ))}
      <div>
        <button type="button" className={`${ui.button} ${ui.small}`} onClick={() => items.append(blank)}>
          {t(field.addLabel)}
        </button>
      </div>
      {field.ordered && (
        <p className="visually-hidden" aria-live="polite">
          {moved}
        </p>
      )}
    </fieldset>
  );
}

type MoveProps = { index: number; count: number; labels: ['moveUp', 'moveDown'] | ['moveImageUp', 'moveImageDown']; onMove: (to: number) => void };

/** The ↑ and ↓ buttons of the item at `index` (of `count`), named by the given admin.ui keys ({n}: its number). */
export function MoveButtons({ index, count, labels, onMove }: MoveProps) {
  const words = useTranslations('admin.ui');
  return ([-1, 1] as const).map((by, i) => (
    <button
      key={by}
      type="button"
      className={`${ui.button} ${ui.small}`}
      disabled={index + by < 0 || index + by >= count}
      aria-label={words(labels[i], { n: index + 1 })}
      onClick={() => onMove(index + by)}
    >
      {by < 0 ? '↑' : '↓'}
    </button>
  ));
}
